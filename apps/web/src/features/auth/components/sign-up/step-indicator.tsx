import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type SignUpStage } from '../../utils/sign-up-form';

/** Steps 1-4: the current one highlighted (aria-current="step"), finished ones checked. */
export function StepIndicator({ current }: { current: SignUpStage }) {
  const { t } = useTranslation('auth');
  return (
    <ol aria-label={t('steps.label')} className="flex items-center">
      {WIZARD_STEPS.map(({ step, key }, index) => {
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex flex-1 items-center last:flex-none"
          >
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  done
                    ? 'bg-emerald-600 text-white'
                    : active
                      ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                      : 'border border-slate-300 bg-white text-slate-600'
                }`}
              >
                {done ? <Check className="size-5" /> : step}
              </span>
              <span
                className={`sr-only text-sm font-medium sm:not-sr-only ${
                  active ? 'text-brand-700' : done ? 'text-slate-800' : 'text-slate-600'
                }`}
              >
                <span className="sr-only">{t('steps.step', { step })}</span>
                {t(`steps.${key}`)}
                {done && <span className="sr-only">{t('steps.completed')}</span>}
              </span>
            </span>
            {index < WIZARD_STEPS.length - 1 && (
              <span
                aria-hidden="true"
                className={`mx-2 h-0.5 min-w-4 flex-1 rounded ${done ? 'bg-emerald-600' : 'bg-slate-200'}`}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
