import {
  BellRing,
  CalendarDays,
  Heart,
  House,
  KeyRound,
  Search,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Seo } from '@/lib/seo';
import { panelId, ProfileTabs, tabId, type TabItem } from '../components/profile-tabs';
import { ProfileTab } from '../components/profile-tab';
import { VerificationTab } from '../components/verification-tab';

export const PROFILE_TABS = [
  'profile',
  'verification',
  'properties',
  'visits',
  'tenancies',
  'favorites',
  'searches',
  'settings',
] as const;
export type ProfileTabId = (typeof PROFILE_TABS)[number];

/** Each tab's name is `profile:page.tabs.<id>`. */
const TAB_ICONS: Record<ProfileTabId, LucideIcon> = {
  profile: UserRound,
  verification: ShieldCheck,
  properties: House,
  visits: CalendarDays,
  tenancies: KeyRound,
  favorites: Heart,
  searches: Search,
  settings: BellRing,
};

const ID_PREFIX = 'profile';

function tabFrom(value: string | null): ProfileTabId {
  return (PROFILE_TABS as readonly (string | null)[]).includes(value)
    ? (value as ProfileTabId)
    : 'profile';
}

export interface ProfilePageProps {
  /** The other tabs belong to their features: the app composes them in (lazily, when opened). */
  MyPropertiesTab: ComponentType;
  /** Visits as a tenant and as an owner. */
  VisitsTab?: ComponentType;
  /** Tenancies as an owner and as a tenant. */
  TenanciesTab?: ComponentType;
  FavoritesTab: ComponentType;
  SavedSearchesTab: ComponentType;
  /** Notification e-mail settings. */
  SettingsTab: ComponentType;
}

/**
 * /profile: tabs Profile, Verification, My Property, Visits, Tenancies, Favorites, Saved searches,
 * Settings; the open tab lives in ?tab= so links can open one.
 */
export function ProfilePage({
  MyPropertiesTab,
  VisitsTab,
  TenanciesTab,
  FavoritesTab,
  SavedSearchesTab,
  SettingsTab,
}: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const tabs: readonly TabItem<ProfileTabId>[] = PROFILE_TABS.map((id) => ({
    id,
    label: t(`page.tabs.${id}`),
    Icon: TAB_ICONS[id],
  }));
  const tab = tabFrom(params.get('tab'));

  const select = (id: ProfileTabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'profile') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Seo title={t('page.title')} description={t('page.seoDescription')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('page.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('page.intro')}</p>
      <div className="mt-6">
        <ProfileTabs tabs={tabs} active={tab} onSelect={select} idPrefix={ID_PREFIX} />
      </div>
      <div
        role="tabpanel"
        id={panelId(ID_PREFIX)}
        aria-labelledby={tabId(ID_PREFIX, tab)}
        tabIndex={0}
        className="mt-6 rounded-lg outline-offset-4"
      >
        <Suspense fallback={<Spinner />}>
          {tab === 'profile' && <ProfileTab />}
          {tab === 'verification' && <VerificationTab />}
          {tab === 'properties' && <MyPropertiesTab />}
          {tab === 'visits' && VisitsTab && <VisitsTab />}
          {tab === 'tenancies' && TenanciesTab && <TenanciesTab />}
          {tab === 'favorites' && <FavoritesTab />}
          {tab === 'searches' && <SavedSearchesTab />}
          {tab === 'settings' && <SettingsTab />}
        </Suspense>
      </div>
    </div>
  );
}
