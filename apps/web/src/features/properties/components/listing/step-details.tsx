import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, type ListingFormDraft } from '@roomsetu/shared';
import { useFormContext } from 'react-hook-form';
import { todayInIndia } from '@roomsetu/shared';
import {
  FACING_OPTIONS,
  FLOOR_CHOICES,
  FURNISHING_OPTIONS,
  GENDER_PREFERENCE_OPTIONS,
  TENANT_TYPE_OPTIONS,
} from '../../utils/options';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { FormSection } from '@/components/ui/form-section';

/** Step 2: rooms, pricing and who the owner would like to rent to, in the spec's order. */
export function StepDetails() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormDraft>();
  const rupees = { type: 'number', min: 0, inputMode: 'numeric', placeholder: '₹' } as const;

  return (
    <>
      <FormSection title="Property Details">
        <SelectField
          label="Bedrooms"
          placeholder="Select bedrooms"
          options={BEDROOM_OPTIONS}
          error={errors.bedrooms?.message}
          {...register('bedrooms')}
        />
        <SelectField
          label="Bathrooms"
          placeholder="Select bathrooms"
          options={BATHROOM_OPTIONS}
          error={errors.bathrooms?.message}
          {...register('bathrooms')}
        />
        <TextField
          label="Area (sqft)"
          type="number"
          min={1}
          inputMode="numeric"
          error={errors.area_sqft?.message}
          {...register('area_sqft')}
        />
        <SelectField
          label="Furnishing"
          placeholder="Select furnishing"
          options={FURNISHING_OPTIONS}
          error={errors.furnished?.message}
          {...register('furnished')}
        />
        <SelectField
          label="Floor"
          placeholder="Select floor"
          options={FLOOR_CHOICES}
          error={errors.floor?.message}
          {...register('floor')}
        />
        <SelectField
          label="Facing"
          placeholder="Select facing"
          options={FACING_OPTIONS}
          error={errors.facing?.message}
          {...register('facing')}
        />
      </FormSection>
      <FormSection title="Pricing and Availability">
        <TextField
          label="Monthly rent"
          {...rupees}
          min={1}
          error={errors.rent?.message}
          {...register('rent')}
        />
        <TextField
          label="Security deposit"
          {...rupees}
          error={errors.securityDeposit?.message}
          {...register('securityDeposit')}
        />
        <TextField
          label="Maintenance"
          hint="Per month; enter 0 if included in the rent"
          {...rupees}
          error={errors.maintenance?.message}
          {...register('maintenance')}
        />
        <TextField
          label="Available from"
          type="date"
          min={todayInIndia()}
          error={errors.availableFrom?.message}
          {...register('availableFrom')}
        />
        <TextField
          label="Building age"
          hint="Years; enter 0 for a new building"
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.buildingAge?.message}
          {...register('buildingAge')}
        />
      </FormSection>
      <FormSection title="Tenant Preferences">
        <SelectField
          label="Gender preference"
          placeholder="Select gender preference"
          options={GENDER_PREFERENCE_OPTIONS}
          error={errors.genderPreference?.message}
          {...register('genderPreference')}
        />
        <SelectField
          label="Tenant type"
          placeholder="Select tenant type"
          options={TENANT_TYPE_OPTIONS}
          error={errors.tenantType?.message}
          {...register('tenantType')}
        />
      </FormSection>
    </>
  );
}
