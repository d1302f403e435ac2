import type { SelfUser } from '@roomsetu/shared';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { VerificationBadges } from '@/components/verification/verification-badges';

/** The read-only part of the profile: name, e-mail, phone and role. */
export function AccountSummary({ user }: { user: SelfUser }) {
  const { t } = useTranslation(['profile', 'enums']);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const rows = [
    ['fullName', t('account.fullName'), fullName || '—'],
    ['email', t('account.email'), user.email],
    ['phone', t('account.phone'), user.phone || '—'],
    ['role', t('account.role'), t(`enums:role.${user.role}`)],
  ] as const;

  return (
    <section
      aria-labelledby="account-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={fullName || user.email} size="md" tone="solid" />
        <div className="min-w-0 flex-1">
          <h2 id="account-title" className="truncate text-lg font-semibold text-slate-900">
            {fullName || user.email}
          </h2>
          <div className="mt-1">
            <VerificationBadges verifications={user.verifications} showMissing />
          </div>
        </div>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        {rows.map(([key, label, value]) => (
          <div key={key} className="min-w-0 rounded-lg bg-slate-50 px-4 py-3">
            <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {label}
            </dt>
            <dd className="mt-1 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-600">
        <Lock aria-hidden="true" className="size-3.5" />
        {t('account.locked')}
      </p>
    </section>
  );
}
