import { Columns2, List, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ResultsView } from '../utils/map-search';

const VIEWS: { value: ResultsView; Icon: typeof List }[] = [
  { value: 'list', Icon: List },
  { value: 'split', Icon: Columns2 },
  { value: 'map', Icon: MapIcon },
];

/** List, Split or Map (wide screens; phones toggle with one floating button). */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  const { t } = useTranslation('rooms');
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="inline-flex h-12 items-center rounded-lg border border-slate-300 bg-white p-1"
    >
      {VIEWS.map(({ value, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex h-full items-center gap-1.5 rounded-md px-3 text-sm font-semibold ${
            view === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(`view.${value}`)}
        </button>
      ))}
    </div>
  );
}
