import { Check } from 'lucide-react';
import { STEP_NUMBERS, STEP_TITLES, type StepNumber } from '../../utils/listing-steps';

/** Numbered steps: done ones green with a tick, the current one blue, the rest grey. */
export function StepIndicator({ current }: { current: StepNumber }) {
  return (
    <ol aria-label="Listing steps" className="grid grid-cols-4 gap-2">
      {STEP_NUMBERS.map((step) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
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
              {STEP_TITLES[step]}
            </span>
            <span className="sr-only">
              {state === 'done' ? ' (completed)' : state === 'current' ? ' (current)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
