import type { PropertyStatus } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';

/** The corner ribbon of a let-agreed listing, on its card and its gallery. */
export function LetAgreedRibbon({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation('rooms');
  if (status !== 'LET_AGREED') return null;
  return (
    <span className="pointer-events-none absolute top-3 left-0 z-10 rounded-r-full bg-sky-800 px-3 py-1 text-sm font-bold tracking-wide text-white uppercase shadow">
      {t('card.letAgreed')}
    </span>
  );
}
