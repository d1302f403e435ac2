import { getCity, PROPERTY_TYPES } from '@roomsetu/shared';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatRupees } from '@roomsetu/shared';
import type { RoomCardProperty } from '../../api/get-properties';
import { useProperty } from '../../api/get-property';
import { perPeriod } from '../../utils/listing-facts';
import { CardPhoto } from '../card-photo';

/**
 * A pin's popup: photo, rent, type, locality and the way to the details. Divs, not paragraphs:
 * leaflet's unlayered popup styles would give paragraphs wide margins.
 */
export function MiniCard({
  id,
  rooms,
  approximate,
}: {
  id: number;
  rooms: readonly RoomCardProperty[];
  approximate: boolean;
}) {
  const { t } = useTranslation(['rooms', 'enums']);
  const loaded = rooms.find((room) => room.id === id);
  // Pins cover every match, the list only its loaded pages: fetch the rest when opened.
  const fetched = useProperty(loaded ? null : id);
  const room = loaded ?? fetched.data;

  if (!room) {
    return fetched.isError ? (
      <div role="alert" className="text-sm text-slate-700">
        {t('map.miniLoadFailed')}
      </div>
    ) : (
      <div role="status" aria-label={t('map.miniLoading')} className="w-52 space-y-2">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  const city = getCity(room.address.city)?.label ?? room.address.city;
  const locality = [room.address.area, city].filter(Boolean).join(', ');
  return (
    <article className="w-52 text-slate-900">
      <div className="h-28 overflow-hidden rounded-lg bg-slate-100">
        <CardPhoto
          photos={room.photos}
          title={room.title}
          width={208}
          height={112}
          sizes="208px"
          noPhotoLabel={t('card.noPhoto', { title: room.title })}
        />
      </div>
      <div className="mt-2 text-base font-bold">
        {formatRupees(room.rent)}
        <span className="text-sm font-medium text-slate-600">
          {perPeriod(room.period, t('card.perMonth'))}
        </span>
      </div>
      <div className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {PROPERTY_TYPES.includes(room.propertyType)
          ? t(`enums:propertyType.${room.propertyType}`)
          : room.propertyType}
      </div>
      <h3 className="mt-0.5 line-clamp-2 text-sm font-semibold">{room.title}</h3>
      <div className="mt-0.5 text-sm text-slate-600">
        {locality}
        {approximate && ` ${t('map.miniApproximate')}`}
      </div>
      <Link
        to={paths.roomDetails(room.id)}
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('map.miniViewDetails')}
        <span className="sr-only">{t('card.aboutTitle', { title: room.title })}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
