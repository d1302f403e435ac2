import { verificationBadge, type VerificationBadge as Badge } from '@roomsetu/shared';
import { BadgeCheck, MailCheck, ShieldAlert, type LucideIcon } from 'lucide-react';

const STYLES: Record<Badge, { Icon: LucideIcon; className: string }> = {
  'Not Verified': { Icon: ShieldAlert, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  'Email Verified': { Icon: MailCheck, className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  Verified: { Icon: BadgeCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
};

/** Not Verified, then Email Verified, then Verified (e-mail and phone). */
export function VerificationBadge(props: { isEmailVerified: boolean; isPhoneVerified: boolean }) {
  const badge = verificationBadge(props);
  const { Icon, className } = STYLES[badge];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {badge}
    </span>
  );
}
