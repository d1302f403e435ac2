import type { AdminListingRow } from '@roomsetu/shared';
import { BadgeCheck, ImageOff, ShieldAlert, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingStatusBadge } from '@/components/listing-status-badge';
import { paths } from '@/config/paths';
import { formatDate, formatRupees } from '@roomsetu/shared';
import { ListingActions } from './listing-actions';

const th =
  'px-2 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const td = 'px-2 py-3 align-top';

function Row({ row }: { row: AdminListingRow }) {
  const { t } = useTranslation(['admin', 'enums']);
  return (
    <tr>
      <th scope="row" className={`${td} min-w-56 text-left font-normal`}>
        <div className="flex gap-3">
          {row.image ? (
            // max-w-none: a percentage max-width would let the table squeeze the photo to nothing.
            <img
              src={row.image}
              alt=""
              loading="lazy"
              className="h-12 w-16 max-w-none shrink-0 rounded-md object-cover"
            />
          ) : (
            <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400">
              <ImageOff aria-label={t('listings.table.noPhoto')} className="size-4" />
            </span>
          )}
          <div className="min-w-0">
            <Link
              to={paths.roomDetails(row.id)}
              className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {row.title}
            </Link>
            <span className="block text-xs text-slate-500">{row.location}</span>
            {row.tags.length > 0 && (
              <span className="mt-0.5 block text-xs text-slate-500">
                {row.tags.slice(0, 3).join(' · ')}
                {row.tags.length > 3 && ` +${row.tags.length - 3}`}
              </span>
            )}
          </div>
        </div>
      </th>
      <td className={`${td} tabular-nums`}>{row.beds}</td>
      <td className={`${td} whitespace-nowrap`}>{t(`enums:propertyType.${row.type}`)}</td>
      <td className={td}>
        <span className="inline-flex items-center gap-1">
          {row.landlord.name}
          {row.landlord.verified && (
            <BadgeCheck
              aria-label={t('listings.table.verifiedLandlord')}
              className="size-4 shrink-0 text-brand-600"
            />
          )}
        </span>
      </td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>{formatRupees(row.rent)}</td>
      <td className={td}>
        <ListingStatusBadge status={row.status} look="table" />
        <span className="mt-1 flex flex-col gap-0.5 text-xs whitespace-nowrap">
          {row.reviewReason && (
            <span className="inline-flex items-center gap-1 font-medium text-red-700">
              <ShieldAlert aria-hidden="true" className="size-3.5" />{' '}
              {/* Why RoomSetu holds the listing; setting it Active clears it. */}
              {t(`listings.table.reviewReasons.${row.reviewReason}`)}
            </span>
          )}
          {row.verified && (
            <span className="inline-flex items-center gap-1 text-green-700">
              <BadgeCheck aria-hidden="true" className="size-3.5" /> {t('listings.table.verified')}
            </span>
          )}
          {row.featured && (
            <span className="inline-flex items-center gap-1 text-amber-700">
              <Star aria-hidden="true" className="size-3.5 fill-current" />{' '}
              {t('listings.table.featured')}
            </span>
          )}
        </span>
      </td>
      <td className={`${td} tabular-nums`}>{row.views}</td>
      <td className={`${td} tabular-nums`}>{row.inquiries}</td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>{formatDate(row.addedOn)}</td>
      <td className={td}>
        <ListingActions row={row} />
      </td>
    </tr>
  );
}

export function ListingsTable({ rows, dimmed }: { rows: AdminListingRow[]; dimmed: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div
      className={`overflow-x-auto rounded-xl border border-slate-200 ${dimmed ? 'opacity-60' : ''}`}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('listings.table.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('listings.table.columns.listing')}
            </th>
            <th scope="col" className={th}>
              {t('listings.table.columns.beds')}
            </th>
            <th scope="col" className={th}>
              {t('listings.table.columns.type')}
            </th>
            <th scope="col" className={th}>
              {t('listings.table.columns.landlord')}
            </th>
            <th scope="col" className={th}>
              {t('listings.table.columns.rent')}
            </th>
            <th scope="col" className={th}>
              {t('listings.table.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('listings.table.columns.views')}
            </th>
            <th scope="col" className={th}>
              {t('listings.table.columns.inquiries')}
            </th>
            <th scope="col" className={th}>
              {t('listings.table.columns.addedOn')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('listings.table.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <Row key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
