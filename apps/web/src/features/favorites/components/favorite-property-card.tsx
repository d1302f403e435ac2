import { getCity, RENT_PERIOD, type PropertyCard } from '@roomsetu/shared';
import { Heart, ImageOff, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatRupees } from '@roomsetu/shared';

interface FavoritePropertyCardProps {
  property: PropertyCard;
  onRemove: () => void;
  removing: boolean;
}

export function FavoritePropertyCard({ property, onRemove, removing }: FavoritePropertyCardProps) {
  const { t } = useTranslation(['favorites', 'enums']);
  const photo = property.photos.find((p) => p.isPrimary) ?? property.photos[0];
  const city = getCity(property.address.city)?.label ?? property.address.city;
  const place = [property.address.area || property.address.line1, city].filter(Boolean).join(', ');
  const period = property.period || RENT_PERIOD;

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Link to={paths.roomDetails(property.id)} className="group flex flex-1 flex-col">
        {photo ? (
          <img
            src={photo.cardUrl || photo.url}
            alt={photo.altText || property.title}
            loading="lazy"
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <span className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-slate-400">
            <ImageOff aria-label={t('card.noPhoto')} className="size-6" />
          </span>
        )}
        <span className="flex flex-1 flex-col p-4">
          <span className="text-sm font-medium text-brand-700">
            {t('card.typeAndBeds', {
              type: t(`enums:propertyType.${property.propertyType}`),
              n: property.bedrooms,
            })}
          </span>
          <h3 className="mt-1 font-semibold text-slate-900 group-hover:text-brand-700">
            {property.title}
          </h3>
          <span className="mt-1 flex items-start gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {place}
          </span>
          <span className="mt-3 font-bold text-slate-900">
            {formatRupees(property.rent)}
            <span className="text-sm font-medium text-slate-600">
              {period === RENT_PERIOD ? t('card.perMonth') : `/${period}`}
            </span>
          </span>
        </span>
      </Link>
      <div className="border-t border-slate-100 px-4 py-2">
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label={t('card.removeNamed', { title: property.title })}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-rose-700 hover:bg-rose-50 disabled:opacity-60"
        >
          <Heart aria-hidden="true" className="size-4 fill-rose-500 text-rose-500" />
          {t('card.remove')}
        </button>
      </div>
    </li>
  );
}
