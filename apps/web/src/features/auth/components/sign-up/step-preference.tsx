import { ROOM_PREFERENCES, type RoomPreference } from '@roomsetu/shared';
import { House, Search, UsersRound, type LucideIcon } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, useFieldIds } from '@/components/ui/form-fields';
import type { SignUpFormValues } from '../../utils/sign-up-form';

/** Each card's text is `auth:preference.cards.<value>`. */
const ICONS: Record<RoomPreference, LucideIcon> = {
  LOOKING_FOR_ROOM: Search,
  LOOKING_FOR_ROOMMATE: UsersRound,
  PROPERTY_OWNER: House,
};

/** Step 3: three big choice cards (radios underneath, so arrow keys move between them). */
export function StepPreference() {
  const { t } = useTranslation(['auth', 'enums']);
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  const error = errors.roomPreference?.message;
  const f = useFieldIds(error, false);
  return (
    <fieldset>
      <legend className="sr-only">{t('preference.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {ROOM_PREFERENCES.map((value) => {
          const Icon = ICONS[value];
          return (
            <label
              key={value}
              className={`relative flex cursor-pointer flex-row items-center gap-4 rounded-xl border-2 bg-white p-4 hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2 sm:flex-col sm:items-start sm:p-5 ${
                error ? 'border-red-600' : 'border-slate-200'
              }`}
            >
              {/* Focus lands on this radio when the step fails, and screen readers announce the
                  invalid state of the focused control (ARIA 1.2 lists it on the group only). */}
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
              <input
                type="radio"
                value={value}
                aria-labelledby={`${f.id}-${value}`}
                aria-invalid={f.aria['aria-invalid']}
                aria-describedby={[`${f.id}-${value}-text`, error ? f.errorId : null]
                  .filter(Boolean)
                  .join(' ')}
                {...register('roomPreference')}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 peer-checked:bg-brand-600 peer-checked:text-white"
              >
                <Icon className="size-6" />
              </span>
              <span className="min-w-0">
                <span id={`${f.id}-${value}`} className="block font-semibold text-slate-900">
                  {t(`enums:roomPreference.${value}`)}
                </span>
                <span id={`${f.id}-${value}-text`} className="mt-1 block text-sm text-slate-600">
                  {t(`preference.cards.${value}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={f.errorId} message={error} />
    </fieldset>
  );
}
