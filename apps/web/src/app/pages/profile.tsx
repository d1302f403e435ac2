import { lazy } from 'react';
import { ProfilePage } from '@/features/profile/pages/profile-page';

// The other tabs belong to their features and load only when opened.
const MyPropertiesTab = lazy(async () => ({
  default: (await import('@/features/properties/components/my-properties-tab')).MyPropertiesTab,
}));
const FavoritesTab = lazy(async () => ({
  default: (await import('@/features/favorites/components/favorites-tab')).FavoritesTab,
}));
const SavedSearchesTab = lazy(async () => ({
  default: (await import('@/features/notifications/components/saved-searches-tab'))
    .SavedSearchesTab,
}));
const SettingsTab = lazy(async () => ({
  default: (await import('@/features/notifications/components/settings-tab')).SettingsTab,
}));

/** /profile: the profile feature's page with the listings, favorites, saved searches and settings tabs composed in. */
export function ProfileRoute() {
  return (
    <ProfilePage
      MyPropertiesTab={MyPropertiesTab}
      FavoritesTab={FavoritesTab}
      SavedSearchesTab={SavedSearchesTab}
      SettingsTab={SettingsTab}
    />
  );
}
