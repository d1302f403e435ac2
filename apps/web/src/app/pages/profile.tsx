import { lazy } from 'react';
import { ProfilePage } from '@/features/profile/pages/profile-page';

// The other tabs belong to their features and load only when opened.
// My Property, with the visits feature's visit-hours editor under each listing.
const MyPropertiesTab = lazy(async () => {
  const [{ MyPropertiesTab: Listings }, { VisitHoursSlotContext }, { VisitHoursEditor }] =
    await Promise.all([
      import('@/features/properties/components/my-properties-tab'),
      import('@/features/properties/components/visit-hours-slot'),
      import('@/features/visits/components/visit-hours-editor'),
    ]);
  return {
    default: () => (
      <VisitHoursSlotContext value={VisitHoursEditor}>
        <Listings />
      </VisitHoursSlotContext>
    ),
  };
});
const VisitsTab = lazy(async () => ({
  default: (await import('@/features/visits/components/visits-tab')).VisitsTab,
}));
const TenanciesTab = lazy(async () => ({
  default: (await import('@/features/tenancies/components/tenancies-tab')).TenanciesTab,
}));
const FavoritesTab = lazy(async () => ({
  default: (await import('@/features/favorites/components/favorites-tab')).FavoritesTab,
}));
const SavedSearchesTab = lazy(async () => ({
  default: (await import('@/features/notifications/components/saved-searches-tab'))
    .SavedSearchesTab,
}));
// Settings: the notification e-mails, then the people the user blocked, then those they hid.
const SettingsTab = lazy(async () => {
  const [{ SettingsTab: NotificationSettings }, { BlockedPeople }, { HiddenPeople }] =
    await Promise.all([
      import('@/features/notifications/components/settings-tab'),
      import('@/components/block/blocked-people'),
      import('@/features/roommates/components/hidden-people'),
    ]);
  return {
    default: () => (
      <div className="space-y-6">
        <NotificationSettings />
        <BlockedPeople />
        <HiddenPeople />
      </div>
    ),
  };
});

/** /profile: the profile feature's page with the listings, visits, tenancies, favorites, saved searches and settings tabs composed in. */
export function ProfileRoute() {
  return (
    <ProfilePage
      MyPropertiesTab={MyPropertiesTab}
      VisitsTab={VisitsTab}
      TenanciesTab={TenanciesTab}
      FavoritesTab={FavoritesTab}
      SavedSearchesTab={SavedSearchesTab}
      SettingsTab={SettingsTab}
    />
  );
}
