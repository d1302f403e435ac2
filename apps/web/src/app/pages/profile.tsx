import { lazy } from 'react';
import { ProfilePage } from '@/features/profile/pages/profile-page';

// The other tabs belong to their features and load only when opened.
const MyPropertiesTab = lazy(async () => ({
  default: (await import('@/features/properties/components/my-properties-tab')).MyPropertiesTab,
}));
const FavoritesTab = lazy(async () => ({
  default: (await import('@/features/favorites/components/favorites-tab')).FavoritesTab,
}));

/** /profile: the profile feature's page with the listings and favorites tabs composed in. */
export function ProfileRoute() {
  return <ProfilePage MyPropertiesTab={MyPropertiesTab} FavoritesTab={FavoritesTab} />;
}
