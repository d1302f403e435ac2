import type { Property } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { VerificationBadges } from '@/components/verification/verification-badges';
import { VisitRecord } from '@/components/visit-record/visit-record';
import { formatDate } from '@roomsetu/shared';
import { ownerName } from '../../utils/listing-facts';

/** Who listed the property: name, verification, how fast they answer, how long they have been here. */
export function OwnerCard({ property }: { property: Property }) {
  const { t } = useTranslation('rooms');
  const { owner } = property;
  const name = ownerName(property);
  const rows: [string, string][] = owner
    ? [
        [t('details.owner.responseTime'), owner.responseTime || '-'],
        [t('details.owner.listings'), String(owner.propertiesCount)],
        [t('details.owner.memberSince'), formatDate(owner.createdAt)],
      ]
    : [];

  return (
    <section
      aria-labelledby="owner-card-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="owner-card-title"
        className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
      >
        {t('details.owner.title')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar name={name} src={owner?.avatar} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{name}</p>
          {owner && <VisitRecord userId={owner.id} />}
          {owner && Object.values(owner.verifications).some(Boolean) ? (
            <VerificationBadges verifications={owner.verifications} />
          ) : (
            <p className="text-sm text-slate-500">{t('details.owner.notVerified')}</p>
          )}
        </div>
      </div>
      {rows.length > 0 && (
        <dl className="mt-4 space-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
