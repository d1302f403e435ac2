import type { Property } from '@roomsetu/shared';
import { CalendarDays, MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatRupees } from '@roomsetu/shared';
import { ownerName, perPeriod } from '../../utils/listing-facts';
import { useScheduleVisitSlot } from '../schedule-visit-slot';

// The inquiry dialog: downloaded only when someone asks to contact an owner.
const InquiryDialog = lazy(async () => ({
  default: (await import('@/components/inquiry/inquiry-dialog')).InquiryDialog,
}));

/**
 * 'Contact Owner' and 'Schedule a Visit' open the inquiry dialog; guests are sent to sign in. On
 * small screens a bar with the rent and 'Contact owner' stays at the bottom of the screen (below
 * any dialog). A paused or let-agreed listing offers no contact at all.
 */
export function InterestCard({ property }: { property: Property }) {
  const { t } = useTranslation('rooms');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const owner = property.owner;
  const isOwn = !!user && owner?.id === user.id;
  const contactable = property.status === 'ACTIVE';
  const ScheduleVisit = useScheduleVisitSlot();

  const contact = () => {
    if (!user) {
      void navigate(paths.signIn);
      return;
    }
    setRequested(true);
    setOpen(true);
  };

  return (
    <section
      aria-labelledby="interest-card-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="interest-card-title" className="text-lg font-semibold text-slate-900">
        {t('details.interest.title')}
      </h2>
      {!contactable && !isOwn ? (
        <p className="mt-1 text-sm text-slate-700">
          {property.status === 'LET_AGREED'
            ? t('details.interest.letAgreed')
            : t('details.interest.paused')}
        </p>
      ) : isOwn ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('details.interest.own')}</p>
          <Link to={paths.profile} className={buttonClasses('secondary', 'md', 'mt-4 w-full')}>
            {t('details.interest.manage')}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('details.interest.prompt')}</p>
          <div className="mt-4 grid gap-2">
            <button
              type="button"
              onClick={contact}
              disabled={!owner}
              className={buttonClasses('primary')}
            >
              <MessageSquareText aria-hidden="true" className="size-4" />
              {t('details.interest.contactOwner')}
            </button>
            {ScheduleVisit && user && owner ? (
              <ScheduleVisit propertyId={property.id} title={property.title} />
            ) : (
              <button
                type="button"
                onClick={contact}
                disabled={!owner}
                className={buttonClasses('secondary')}
              >
                <CalendarDays aria-hidden="true" className="size-4" />
                {t('details.interest.scheduleVisit')}
              </button>
            )}
          </div>
        </>
      )}
      {contactable && !isOwn && owner && (
        <div
          data-testid="contact-bar"
          data-floating-bar
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
        >
          <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
            <p className="min-w-0">
              <span className="block truncate text-sm text-slate-600">{property.title}</span>
              <span className="font-bold text-slate-900">
                {formatRupees(property.rent)}
                <span className="text-sm font-normal text-slate-600">
                  {perPeriod(property.period, t('card.perMonth'))}
                </span>
              </span>
            </p>
            <button type="button" onClick={contact} className={buttonClasses('primary')}>
              <MessageSquareText aria-hidden="true" className="size-4" />
              {t('details.interest.contactOwnerBar')}
            </button>
          </div>
        </div>
      )}
      {requested && owner && (
        <Suspense fallback={null}>
          <InquiryDialog
            receiverId={owner.id}
            receiverName={ownerName(property)}
            propertyId={property.id}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
