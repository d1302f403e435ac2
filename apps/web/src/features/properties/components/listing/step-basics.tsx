import { getCity, MESSAGES, type ListingFormDraft } from '@roomsetu/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { CITY_OPTIONS, PROPERTY_TYPE_OPTIONS } from '../../utils/options';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { FormSection } from '@/components/ui/form-section';

/** Step 1: what the property is and where. State and country follow from the city. */
export function StepBasics() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormDraft>();
  const city = getCity(useWatch<ListingFormDraft, 'city'>({ name: 'city' }) ?? '');

  return (
    <>
      <FormSection title="Basic Information">
        <TextField
          label="Property title"
          placeholder="e.g. Sunny 1BHK near Malviya Nagar metro"
          className="sm:col-span-2"
          error={errors.propertyTitle?.message}
          {...register('propertyTitle')}
        />
        <SelectField
          label="Property type"
          placeholder="Select property type"
          options={PROPERTY_TYPE_OPTIONS}
          error={errors.propertyType?.message}
          {...register('propertyType')}
        />
        <TextAreaField
          label="Property description"
          placeholder="Rooms, light, neighbourhood, who it suits…"
          className="sm:col-span-2"
          error={errors.propertyDescription?.message}
          {...register('propertyDescription')}
        />
      </FormSection>
      <FormSection title="Location">
        <SelectField
          label="City"
          placeholder="Select city"
          options={CITY_OPTIONS}
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField label="State" value={city?.state ?? ''} placeholder="Set by the city" readOnly />
        <TextField
          label="Country"
          value={city?.country ?? ''}
          placeholder="Set by the city"
          readOnly
        />
        <TextField
          label="Area"
          placeholder="Building or street, and locality"
          hint={MESSAGES.addressIsPublic}
          autoComplete="street-address"
          error={errors.area?.message}
          {...register('area')}
        />
        <TextField
          label="Pincode"
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          placeholder="6 digits"
          error={errors.pincode?.message}
          {...register('pincode')}
        />
        <ExactLocationField className="sm:col-span-2" {...register('exactLocation')} />
        <TextField
          label="Hospital distance"
          hint="Kilometres to the nearest hospital"
          type="number"
          min={0}
          step={0.1}
          inputMode="decimal"
          error={errors.hospitalDistance?.message}
          {...register('hospitalDistance')}
        />
        <TextField
          label="Metro station distance"
          hint="Minutes on foot"
          optional
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.metroStationDistance?.message}
          {...register('metroStationDistance')}
        />
        <TextField
          label="Shopping mall distance"
          hint="Minutes on foot"
          optional
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.shoppingMallDistance?.message}
          {...register('shoppingMallDistance')}
        />
      </FormSection>
    </>
  );
}

/** Off by default: the map then shows an area of about 300 m around the home, not its door. */
export function ExactLocationField(props: Omit<Parameters<typeof CheckboxField>[0], 'children'>) {
  return (
    <CheckboxField {...props}>
      {MESSAGES.exactLocationLabel}
      <span className="block text-slate-600">{MESSAGES.exactLocationHint}</span>
    </CheckboxField>
  );
}
