import { AMENITIES, type ListingFormDraft } from '@roomsetu/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { ImagePicker } from './image-picker';
import { useMessageText } from './message-text';
import { NamedListField } from './named-list-field';

/** Step 3: amenities (at least one), photos (at least one) and house rules. */
export function StepExtras() {
  const { t } = useTranslation(['listing', 'enums']);
  const text = useMessageText();
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormDraft>();
  const amenityError = text(errors.selectedAmenities?.message);

  // Registered before the JSX: field names are not texts to translate.
  const field = {
    selectedAmenities: register('selectedAmenities'),
  };

  return (
    <>
      <fieldset
        aria-describedby={amenityError ? 'amenities-error' : undefined}
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <legend className="float-left w-full text-base font-semibold text-slate-900">
          {t('sections.amenities')}
        </legend>
        <div className="clear-both grid grid-cols-2 gap-3 pt-4 sm:grid-cols-3">
          {AMENITIES.map((amenity) => (
            <label
              key={amenity}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                value={amenity}
                className="size-4 accent-brand-600"
                {...field.selectedAmenities}
              />
              {t(`enums:amenity.${amenity}`)}
            </label>
          ))}
        </div>
        {amenityError && (
          <p id="amenities-error" className="mt-3 text-sm text-red-700">
            {amenityError}
          </p>
        )}
      </fieldset>
      <FormSection title={t('sections.images')}>
        <ImagePicker />
      </FormSection>
      <FormSection title={t('sections.policies')} description={t('sections.policiesDescription')}>
        <Controller
          name="allowedPolicies"
          render={({ field, fieldState }) => (
            <NamedListField
              label={t('fields.allowedPolicies')}
              placeholder={t('fields.allowedPoliciesPlaceholder')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="restrictions"
          render={({ field, fieldState }) => (
            <NamedListField
              label={t('fields.restrictions')}
              placeholder={t('fields.restrictionsPlaceholder')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
    </>
  );
}
