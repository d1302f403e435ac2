import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STEP_NUMBERS, STEP_TITLE_KEYS, type StepNumber } from '../../utils/listing-steps';

type StepState = 'done' | 'current' | 'todo';

const stateOf = (step: StepNumber, current: StepNumber): StepState =>
  step < current ? 'done' : step === current ? 'current' : 'todo';

/** Numbered steps: done ones green with a tick, the current one blue, the rest grey. */
export function StepIndicator({ current }: { current: StepNumber }) {
  const { t } = useTranslation('listing');
  return (
    <ol aria-label={t('wizard.indicator.label')} className="grid grid-cols-4 gap-2">
      {STEP_NUMBERS.map((step) => {
        const state = stateOf(step, current);
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center"
          >
            <span
              data-state={state}
              className={`inline-flex size-9 items-center justify-center rounded-full text-sm font-bold ${
                state === 'done'
                  ? 'bg-emerald-600 text-white'
                  : state === 'current'
                    ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                    : 'bg-slate-200 text-slate-600'
              }`}
            >
              {state === 'done' ? <Check aria-hidden="true" className="size-5" /> : step}
            </span>
            <span
              className={`hidden text-xs leading-tight sm:block ${
                state === 'todo' ? 'text-slate-500' : 'font-medium text-slate-800'
              }`}
            >
              {t(STEP_TITLE_KEYS[step])}
            </span>
            <span className="sr-only">
              {state === 'done'
                ? t('wizard.indicator.completed')
                : state === 'current'
                  ? t('wizard.indicator.current')
                  : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
