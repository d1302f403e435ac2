import { RotateCw, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useSelf } from '@/lib/queries/get-self';
import { AccountSummary } from './account-summary';
import { ProfileForm } from './profile-form';

function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div role="status" aria-busy="true" aria-label={t('tab.loading')} className="space-y-6">
      <div className="rounded-2xl border border-slate-200 p-5 sm:p-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-24 rounded-full" />
          </div>
        </div>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 p-5 sm:p-6">
        <Skeleton className="h-6 w-32" />
        <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} className="h-[4.25rem]" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The Profile tab: read-only account details and the editable profile. */
export function ProfileTab() {
  const { t } = useTranslation(['profile', 'messages', 'session']);
  const self = useSelf();
  const { logout } = useAuth();
  const userGone = self.error instanceof ApiError && self.error.status === 404;

  // The account behind this session no longer exists (spec §4): say so and sign out.
  useEffect(() => {
    if (!userGone) return;
    toast.error(t('session:userNotFound'), { id: 'user-not-found' });
    void logout();
  }, [userGone, logout, t]);

  if (self.isPending) return <ProfileSkeleton />;
  if (userGone) return <Spinner label={t('tab.signingOut')} />;
  if (self.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center text-amber-900"
      >
        <WifiOff aria-hidden="true" className="size-8" />
        <p>{t('messages:profileLoadFailed')}</p>
        <button
          type="button"
          onClick={() => void self.refetch()}
          disabled={self.isFetching}
          className={buttonClasses('secondary', 'md')}
        >
          <RotateCw
            aria-hidden="true"
            className={`size-4 ${self.isFetching ? 'animate-spin' : ''}`}
          />
          {self.isFetching ? t('tab.retrying') : t('tab.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <AccountSummary user={self.data} />
      <ProfileForm key={self.data.id} user={self.data} />
    </div>
  );
}
