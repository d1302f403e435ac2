import { useTranslation } from 'react-i18next';
import { VerificationBadges } from '@/components/verification/verification-badges';
import { Skeleton } from '@/components/ui/skeleton';
import { FormAlert } from '@/components/ui/form-fields';
import { useSelf } from '@/lib/queries/get-self';
import { IdVerificationCard } from './id-verification-card';
import { PhoneVerificationCard } from './phone-verification-card';

/** The Verification tab: the user's badges and the next rung to climb. */
export function VerificationTab() {
  const { t } = useTranslation('profile');
  const self = useSelf();
  if (self.isPending) return <Skeleton className="h-40" />;
  if (self.isError || !self.data) return <FormAlert message={t('verification.loadFailed')} />;
  const user = self.data;
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('verification.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('verification.intro')}</p>
        <div className="mt-3">
          <VerificationBadges verifications={user.verifications} showMissing size="md" />
        </div>
      </section>
      <PhoneVerificationCard verified={user.isPhoneVerified} />
      <IdVerificationCard status={user.idStatus} rejectionReason={user.idRejectionReason} />
    </div>
  );
}
