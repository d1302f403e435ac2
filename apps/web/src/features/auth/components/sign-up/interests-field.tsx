import { Check } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useInterests } from '../../api/get-interests';
import { labelClass } from '@/components/ui/form-fields';
import type { SignUpFormValues } from '../../utils/sign-up-form';

/** Optional interests as toggle chips; left out quietly if the list cannot be loaded. */
export function InterestsField() {
  const { t } = useTranslation('auth');
  const { data, isPending, isError } = useInterests();
  const { control } = useFormContext<SignUpFormValues>();
  if (isError || data?.length === 0) return null;

  return (
    <fieldset>
      <legend className={labelClass}>
        {t('details.interests')}{' '}
        <span className="font-normal text-slate-600">{t('details.optional')}</span>
      </legend>
      {isPending ? (
        <div aria-hidden="true" className="mt-2 flex flex-wrap gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-24 rounded-full" />
          ))}
        </div>
      ) : (
        <Controller
          name="interests"
          control={control}
          render={({ field }) => (
            <ul className="mt-2 flex flex-wrap gap-2">
              {data.map((interest) => {
                const on = field.value.includes(interest.id);
                return (
                  <li key={interest.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() =>
                        field.onChange(
                          on
                            ? field.value.filter((id) => id !== interest.id)
                            : [...field.value, interest.id],
                        )
                      }
                      className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium ${
                        on
                          ? 'border-brand-600 bg-brand-600 text-white'
                          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                      }`}
                    >
                      {on && <Check aria-hidden="true" className="size-4" />}
                      {interest.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        />
      )}
    </fieldset>
  );
}
