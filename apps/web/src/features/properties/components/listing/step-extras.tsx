import { AMENITIES, type ListingFormDraft } from '@roomsetu/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { ImagePicker } from './image-picker';
import { NamedListField } from './named-list-field';

/** Step 3: amenities (at least one), photos (at least one) and house rules. */
export function StepExtras() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormDraft>();
  const amenityError = errors.selectedAmenities?.message;

  return (
    <>
      <fieldset
        aria-describedby={amenityError ? 'amenities-error' : undefined}
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <legend className="float-left w-full text-base font-semibold text-slate-900">
          Amenities
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
                {...register('selectedAmenities')}
              />
              {amenity}
            </label>
          ))}
        </div>
        {amenityError && (
          <p id="amenities-error" className="mt-3 text-sm text-red-700">
            {amenityError}
          </p>
        )}
      </fieldset>
      <FormSection title="Images">
        <ImagePicker />
      </FormSection>
      <FormSection title="Policies" description="House rules tenants should know before visiting.">
        <Controller
          name="allowedPolicies"
          render={({ field, fieldState }) => (
            <NamedListField
              label="Allowed policies"
              placeholder="e.g. Visitors allowed till 9 PM"
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
              label="Restrictions"
              placeholder="e.g. No smoking inside"
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
