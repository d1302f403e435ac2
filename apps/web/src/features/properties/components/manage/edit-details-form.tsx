import { zodResolver } from '@hookform/resolvers/zod';
import {
  AMENITIES,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  MESSAGES,
  todayInIndia,
  updatePropertyInputFor,
  type Property,
  type UpdatePropertyInput,
} from '@roomsetu/shared';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useUpdateProperty, type PropertyChanges } from '../../api/update-property';
import { amenityNames } from '../../utils/listing-facts';
import {
  FACING_OPTIONS,
  FLOOR_CHOICES,
  FURNISHING_OPTIONS,
  GENDER_PREFERENCE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  TENANT_TYPE_OPTIONS,
} from '../../utils/options';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { NamedListField, type NamedItem } from '../listing/named-list-field';

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
    return typeof message === 'string' ? message : undefined;
  };

  const onValid = (changes: UpdatePropertyInput) =>
    save.mutate(
      { id: property.id, changes },
      {
        onSuccess: () => toast.success(MESSAGES.propertyUpdated),
        onError: () => toast.error(MESSAGES.propertyUpdateFailed),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Property title"
        className="sm:col-span-2"
        error={error('title')}
        {...register('title')}
      />
      <SelectField
        label="Property type"
        options={PROPERTY_TYPE_OPTIONS}
        error={error('propertyType')}
        {...register('propertyType')}
      />
      <TextField
        label="Monthly rent"
        {...num}
        min={1}
        error={error('rent')}
        {...register('rent')}
      />
      <TextAreaField
        label="Property description"
        className="sm:col-span-2"
        error={error('description')}
        {...register('description')}
      />
      <TextField
        label="Security deposit"
        {...num}
        error={error('securityDeposit')}
        {...register('securityDeposit')}
      />
      <TextField
        label="Maintenance"
        {...num}
        error={error('maintenance')}
        {...register('maintenance')}
      />
      <SelectField
        label="Bedrooms"
        options={BEDROOM_OPTIONS}
        error={error('bedrooms')}
        {...register('bedrooms')}
      />
      <SelectField
        label="Bathrooms"
        options={BATHROOM_OPTIONS}
        error={error('bathrooms')}
        {...register('bathrooms')}
      />
      <TextField
        label="Area (sqft)"
        {...num}
        min={1}
        error={error('areaSqFt')}
        {...register('areaSqFt')}
      />
      <SelectField
        label="Furnishing"
        options={FURNISHING_OPTIONS}
        error={error('furnished')}
        {...register('furnished')}
      />
      <SelectField
        label="Floor"
        options={FLOOR_CHOICES}
        error={error('floor')}
        {...register('floor')}
      />
      <SelectField
        label="Facing"
        options={FACING_OPTIONS}
        error={error('facing')}
        {...register('facing')}
      />
      <TextField
        label="Available from"
        type="date"
        min={property.availableFrom < todayInIndia() ? property.availableFrom : todayInIndia()}
        error={error('availableFrom')}
        {...register('availableFrom')}
      />
      <TextField
        label="Building age (years)"
        {...num}
        error={error('buildingAge')}
        {...register('buildingAge')}
      />
      <SelectField
        label="Gender preference"
        options={GENDER_PREFERENCE_OPTIONS}
        error={error('genderPreference')}
        {...register('genderPreference')}
      />
      <SelectField
        label="Tenant type"
        options={TENANT_TYPE_OPTIONS}
        error={error('tenantType')}
        {...register('tenantType')}
      />
      <TextField
        label="Hospital distance (km)"
        {...num}
        step={0.1}
        inputMode="decimal"
        error={error('hospitalDistance')}
        {...register('hospitalDistance')}
      />
      <TextField
        label="Metro station (min walk)"
        optional
        {...num}
        error={error('metroStationDistance')}
        {...register('metroStationDistance')}
      />
      <TextField
        label="Shopping mall (min walk)"
        optional
        {...num}
        error={error('shoppingMallDistance')}
        {...register('shoppingMallDistance')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Amenities</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={amenity}
                className="size-4 accent-brand-600"
                {...register('features')}
              />
              {amenity}
            </label>
          ))}
        </div>
        {error('features') && <p className="mt-1 text-sm text-red-700">{error('features')}</p>}
      </fieldset>
      <Controller
        control={control}
        name="allowedPolicies"
        render={({ field, fieldState }) => (
          <NamedListField
            label="Allowed policies"
            placeholder="e.g. Cooking allowed"
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
            label="Restrictions"
            placeholder="e.g. No pets"
            value={asItems(field.value)}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Save changes
        </button>
      </div>
    </form>
  );
}
