import { zodResolver } from '@hookform/resolvers/zod';
import {
  AMENITIES,
  todayInIndia,
  updatePropertyInputFor,
  type Property,
  type UpdatePropertyInput,
} from '@roomsetu/shared';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useUpdateProperty, type PropertyChanges } from '../../api/update-property';
import { amenityNames } from '../../utils/listing-facts';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { useMessageText } from '../listing/message-text';
import { NamedListField, type NamedItem } from '../listing/named-list-field';
import { useListingOptions } from '../listing/use-listing-options';

function formValues(p: Property): PropertyChanges {
  return {
    title: p.title,
    propertyType: p.propertyType,
    description: p.description,
    rent: p.rent,
    securityDeposit: p.securityDeposit,
    maintenance: p.maintenance,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    areaSqFt: p.areaSqFt,
    furnished: p.furnished,
    floor: p.floor,
    facing: p.facing,
    availableFrom: p.availableFrom,
    buildingAge: p.buildingAge,
    genderPreference: p.genderPreference,
    tenantType: p.tenantType,
    hospitalDistance: p.hospitalDistance,
    metroStationDistance: p.metroStationDistance ?? '',
    shoppingMallDistance: p.shoppingMallDistance ?? '',
    features: amenityNames(p),
    allowedPolicies: p.allowedPolicies,
    restrictions: p.restrictions,
  };
}

const asItems = (value: unknown): NamedItem[] =>
  Array.isArray(value) ? value.filter((v): v is NamedItem => typeof v?.name === 'string') : [];

/** PUT /properties/:id with the listing's fields, checked by the shared update schema. */
export function EditDetailsForm({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'enums', 'messages']);
  const text = useMessageText();
  const options = useListingOptions();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PropertyChanges, unknown, UpdatePropertyInput>({
    // A past "Available from" only if it is the date the listing already has.
    resolver: zodResolver(updatePropertyInputFor(property.availableFrom)),
    defaultValues: formValues(property),
  });
  const save = useUpdateProperty();
  const num = { type: 'number', min: 0, inputMode: 'numeric' } as const;
  const error = (name: keyof PropertyChanges) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? text(message) : undefined;
  };

  const onValid = (changes: UpdatePropertyInput) =>
    save.mutate(
      { id: property.id, changes },
      {
        onSuccess: () => toast.success(t('messages:propertyUpdated')),
        onError: () => toast.error(t('messages:propertyUpdateFailed')),
      },
    );

  const featuresError = error('features');
  // Registered before the JSX: field names are not texts to translate.
  const field = {
    title: register('title'),
    propertyType: register('propertyType'),
    rent: register('rent'),
    description: register('description'),
    securityDeposit: register('securityDeposit'),
    maintenance: register('maintenance'),
    bedrooms: register('bedrooms'),
    bathrooms: register('bathrooms'),
    areaSqFt: register('areaSqFt'),
    furnished: register('furnished'),
    floor: register('floor'),
    facing: register('facing'),
    availableFrom: register('availableFrom'),
    buildingAge: register('buildingAge'),
    genderPreference: register('genderPreference'),
    tenantType: register('tenantType'),
    hospitalDistance: register('hospitalDistance'),
    metroStationDistance: register('metroStationDistance'),
    shoppingMallDistance: register('shoppingMallDistance'),
    features: register('features'),
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.propertyTitle')}
        className="sm:col-span-2"
        error={error('title')}
        {...field.title}
      />
      <SelectField
        label={t('fields.propertyType')}
        options={options.propertyTypes}
        error={error('propertyType')}
        {...field.propertyType}
      />
      <TextField label={t('fields.rent')} {...num} min={1} error={error('rent')} {...field.rent} />
      <TextAreaField
        label={t('fields.description')}
        className="sm:col-span-2"
        error={error('description')}
        {...field.description}
      />
      <TextField
        label={t('fields.deposit')}
        {...num}
        error={error('securityDeposit')}
        {...field.securityDeposit}
      />
      <TextField
        label={t('fields.maintenance')}
        {...num}
        error={error('maintenance')}
        {...field.maintenance}
      />
      <SelectField
        label={t('fields.bedrooms')}
        options={options.bedrooms}
        error={error('bedrooms')}
        {...field.bedrooms}
      />
      <SelectField
        label={t('fields.bathrooms')}
        options={options.bathrooms}
        error={error('bathrooms')}
        {...field.bathrooms}
      />
      <TextField
        label={t('fields.areaSqft')}
        {...num}
        min={1}
        error={error('areaSqFt')}
        {...field.areaSqFt}
      />
      <SelectField
        label={t('fields.furnishing')}
        options={options.furnishings}
        error={error('furnished')}
        {...field.furnished}
      />
      <SelectField
        label={t('fields.floor')}
        options={options.floors}
        error={error('floor')}
        {...field.floor}
      />
      <SelectField
        label={t('fields.facing')}
        options={options.facings}
        error={error('facing')}
        {...field.facing}
      />
      <TextField
        label={t('fields.availableFrom')}
        type="date"
        min={property.availableFrom < todayInIndia() ? property.availableFrom : todayInIndia()}
        error={error('availableFrom')}
        {...field.availableFrom}
      />
      <TextField
        label={t('edit.buildingAgeYears')}
        {...num}
        error={error('buildingAge')}
        {...field.buildingAge}
      />
      <SelectField
        label={t('fields.genderPreference')}
        options={options.genderPreferences}
        error={error('genderPreference')}
        {...field.genderPreference}
      />
      <SelectField
        label={t('fields.tenantType')}
        options={options.tenantTypes}
        error={error('tenantType')}
        {...field.tenantType}
      />
      <TextField
        label={t('edit.hospitalDistanceKm')}
        {...num}
        step={0.1}
        inputMode="decimal"
        error={error('hospitalDistance')}
        {...field.hospitalDistance}
      />
      <TextField
        label={t('edit.metroMinutes')}
        optional
        {...num}
        error={error('metroStationDistance')}
        {...field.metroStationDistance}
      />
      <TextField
        label={t('edit.mallMinutes')}
        optional
        {...num}
        error={error('shoppingMallDistance')}
        {...field.shoppingMallDistance}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">{t('sections.amenities')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={amenity}
                className="size-4 accent-brand-600"
                {...field.features}
              />
              {t(`enums:amenity.${amenity}`)}
            </label>
          ))}
        </div>
        {featuresError && <p className="mt-1 text-sm text-red-700">{featuresError}</p>}
      </fieldset>
      <Controller
        control={control}
        name="allowedPolicies"
        render={({ field, fieldState }) => (
          <NamedListField
            label={t('fields.allowedPolicies')}
            placeholder={t('edit.allowedPoliciesPlaceholder')}
            value={asItems(field.value)}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="restrictions"
        render={({ field, fieldState }) => (
          <NamedListField
            label={t('fields.restrictions')}
            placeholder={t('edit.restrictionsPlaceholder')}
            value={asItems(field.value)}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t('edit.saveChanges')}
        </button>
      </div>
    </form>
  );
}
