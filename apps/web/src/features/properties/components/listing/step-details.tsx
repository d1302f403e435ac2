import { todayInIndia, type ListingFormDraft } from '@roomsetu/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { FormSection } from '@/components/ui/form-section';
import { useMessageText } from './message-text';
import { useListingOptions } from './use-listing-options';

/** Step 2: rooms, pricing and who the owner would like to rent to, in the spec's order. */
export function StepDetails() {
  const { t } = useTranslation('listing');
  const text = useMessageText();
  const options = useListingOptions();
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormDraft>();
  const rupees = { type: 'number', min: 0, inputMode: 'numeric', placeholder: '₹' } as const;

  // Registered before the JSX: field names are not texts to translate.
  const field = {
    bedrooms: register('bedrooms'),
    bathrooms: register('bathrooms'),
    area_sqft: register('area_sqft'),
    furnished: register('furnished'),
    floor: register('floor'),
    facing: register('facing'),
    rent: register('rent'),
    securityDeposit: register('securityDeposit'),
    maintenance: register('maintenance'),
    availableFrom: register('availableFrom'),
    buildingAge: register('buildingAge'),
    genderPreference: register('genderPreference'),
    tenantType: register('tenantType'),
  };

  return (
    <>
      <FormSection title={t('sections.propertyDetails')}>
        <SelectField
          label={t('fields.bedrooms')}
          placeholder={t('fields.bedroomsPlaceholder')}
          options={options.bedrooms}
          error={text(errors.bedrooms?.message)}
          {...field.bedrooms}
        />
        <SelectField
          label={t('fields.bathrooms')}
          placeholder={t('fields.bathroomsPlaceholder')}
          options={options.bathrooms}
          error={text(errors.bathrooms?.message)}
          {...field.bathrooms}
        />
        <TextField
          label={t('fields.areaSqft')}
          type="number"
          min={1}
          inputMode="numeric"
          error={text(errors.area_sqft?.message)}
          {...field.area_sqft}
        />
        <SelectField
          label={t('fields.furnishing')}
          placeholder={t('fields.furnishingPlaceholder')}
          options={options.furnishings}
          error={text(errors.furnished?.message)}
          {...field.furnished}
        />
        <SelectField
          label={t('fields.floor')}
          placeholder={t('fields.floorPlaceholder')}
          options={options.floors}
          error={text(errors.floor?.message)}
          {...field.floor}
        />
        <SelectField
          label={t('fields.facing')}
          placeholder={t('fields.facingPlaceholder')}
          options={options.facings}
          error={text(errors.facing?.message)}
          {...field.facing}
        />
      </FormSection>
      <FormSection title={t('sections.pricing')}>
        <TextField
          label={t('fields.rent')}
          {...rupees}
          min={1}
          error={text(errors.rent?.message)}
          {...field.rent}
        />
        <TextField
          label={t('fields.deposit')}
          {...rupees}
          error={text(errors.securityDeposit?.message)}
          {...field.securityDeposit}
        />
        <TextField
          label={t('fields.maintenance')}
          hint={t('fields.maintenanceHint')}
          {...rupees}
          error={text(errors.maintenance?.message)}
          {...field.maintenance}
        />
        <TextField
          label={t('fields.availableFrom')}
          type="date"
          min={todayInIndia()}
          error={text(errors.availableFrom?.message)}
          {...field.availableFrom}
        />
        <TextField
          label={t('fields.buildingAge')}
          hint={t('fields.buildingAgeHint')}
          type="number"
          min={0}
          inputMode="numeric"
          error={text(errors.buildingAge?.message)}
          {...field.buildingAge}
        />
      </FormSection>
      <FormSection title={t('sections.tenantPreferences')}>
        <SelectField
          label={t('fields.genderPreference')}
          placeholder={t('fields.genderPreferencePlaceholder')}
          options={options.genderPreferences}
          error={text(errors.genderPreference?.message)}
          {...field.genderPreference}
        />
        <SelectField
          label={t('fields.tenantType')}
          placeholder={t('fields.tenantTypePlaceholder')}
          options={options.tenantTypes}
          error={text(errors.tenantType?.message)}
          {...field.tenantType}
        />
      </FormSection>
    </>
  );
}
