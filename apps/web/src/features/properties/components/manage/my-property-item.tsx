import { RENT_PERIOD } from '@roomsetu/shared';
import { Building2, ExternalLink, Pencil, ShieldAlert, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingStatusBadge } from '@/components/listing-status-badge';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate, formatRupees } from '@roomsetu/shared';
import type { MyProperty } from '../../api/get-my-properties';
import { cardPhoto } from '../../utils/showcase';
import { ConfirmedLine } from '../confirmed-line';
import { cardAddress } from '../room-card';
import { ListingInsights } from './listing-insights';
import { VisitHoursSlot } from '../visit-hours-slot';
import { ListingStateActions, stateHint } from './listing-state-actions';

export function MyPropertyItem({
  property,
  onEdit,
  onDelete,
}: {
  property: MyProperty;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['listing', 'enums']);
  const photo = cardPhoto(property.photos);
  const hint = stateHint(t, property.status);
  const period = property.period || RENT_PERIOD;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row">
        {photo ? (
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            // sm:w-44 beside the text; full width (inside the page's and the card's padding) below.
            sizes={photo.srcSet && '(min-width: 640px) 176px, calc(100vw - 64px)'}
            alt={photo.alt || property.title}
            width={480}
            height={320}
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full rounded-xl object-cover sm:w-44"
          />
        ) : (
          <div className="flex aspect-[3/2] w-full items-center justify-center rounded-xl bg-slate-100 text-slate-400 sm:w-44">
            <Building2 aria-hidden="true" className="size-10" />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex flex-wrap items-center gap-2">
            <ListingStatusBadge status={property.status} />
            <span className="text-sm text-slate-500">
              {t('item.listed', { date: formatDate(property.createdAt) })}
            </span>
          </div>
          {property.status === 'PENDING' && property.reviewReason ? (
            <p
              role="status"
              className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {t(`enums:listingReviewReason.${property.reviewReason}`)}
            </p>
          ) : (
            hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>
          )}
          <h3 className="mt-1 font-semibold text-slate-900">{property.title}</h3>
          <p className="mt-0.5 text-sm text-slate-600">{cardAddress(property.address)}</p>
          <ConfirmedLine
            confirmedAt={property.confirmedAt}
            availableFrom={property.availableFrom}
            status={property.status}
            className="mt-0.5"
          />
          <p className="mt-1 font-semibold text-slate-900">
            {formatRupees(property.rent)}
            <span className="text-sm font-normal text-slate-600">
              {period === RENT_PERIOD ? t('item.perMonth') : `/${period}`}
            </span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2 sm:mt-auto sm:pt-3">
            <ListingStateActions
              propertyId={property.id}
              title={property.title}
              status={property.status}
            />
            <Link
              to={paths.roomDetails(property.id)}
              aria-label={t('item.viewLabel', { title: property.title })}
              className={buttonClasses('ghost', 'sm')}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('item.view')}
            </Link>
            <button
              type="button"
              onClick={onEdit}
              aria-label={t('item.editLabel', { title: property.title })}
              className={buttonClasses('secondary', 'sm')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('item.edit')}
            </button>
            <button
              type="button"
              onClick={onDelete}
              aria-label={t('item.deleteLabel', { title: property.title })}
              className={buttonClasses(
                'ghost',
                'sm',
                'text-red-700 hover:bg-red-50 hover:text-red-800',
              )}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('item.delete')}
            </button>
          </div>
        </div>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <ListingInsights propertyId={property.id} title={property.title} />
        <VisitHoursSlot propertyId={property.id} title={property.title} />
      </div>
    </article>
  );
}
