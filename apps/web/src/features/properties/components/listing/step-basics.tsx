import { getCity, type ListingFormDraft } from '@roomsetu/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CITY_OPTIONS } from '../../utils/options';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { FormSection } from '@/components/ui/form-section';
import { useMessageText } from './message-text';
import { useListingOptions } from './use-listing-options';

/** Step 1: what the property is and where. State and country follow from the city. */
export function StepBasics() {
  const { t } = useTranslation(['listing', 'messages']);
  const text = useMessageText();
  const options = useListingOptions();
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormDraft>();
  const city = getCity(useWatch<ListingFormDraft, 'city'>({ name: 'city' }) ?? '');

  // Registered before the JSX: field names are not texts to translate.
  const field = {
    propertyTitle: register('propertyTitle'),
    propertyType: register('propertyType'),
    propertyDescription: register('propertyDescription'),
    city: register('city'),
    area: register('area'),
    pincode: register('pincode'),
    exactLocation: register('exactLocation'),
    hospitalDistance: register('hospitalDistance'),
    metroStationDistance: register('metroStationDistance'),
    shoppingMallDistance: register('shoppingMallDistance'),
  };

  return (
    <>
      <FormSection title={t('sections.basic')}>
        <TextField
          label={t('fields.propertyTitle')}
          placeholder={t('fields.propertyTitlePlaceholder')}
          className="sm:col-span-2"
          error={text(errors.propertyTitle?.message)}
          {...field.propertyTitle}
        />
        <SelectField
          label={t('fields.propertyType')}
          placeholder={t('fields.propertyTypePlaceholder')}
          options={options.propertyTypes}
          error={text(errors.propertyType?.message)}
          {...field.propertyType}
        />
        <TextAreaField
          label={t('fields.description')}
          placeholder={t('fields.descriptionPlaceholder')}
          className="sm:col-span-2"
          error={text(errors.propertyDescription?.message)}
          {...field.propertyDescription}
        />
      </FormSection>
      <FormSection title={t('sections.location')}>
        <SelectField
          label={t('fields.city')}
          placeholder={t('fields.cityPlaceholder')}
          options={CITY_OPTIONS}
          error={text(errors.city?.message)}
          {...field.city}
        />
        <TextField
          label={t('fields.state')}
          value={city?.state ?? ''}
          placeholder={t('fields.setByCity')}
          readOnly
        />
        <TextField
          label={t('fields.country')}
          value={city?.country ?? ''}
          placeholder={t('fields.setByCity')}
          readOnly
        />
        <TextField
          label={t('fields.area')}
          placeholder={t('fields.areaPlaceholder')}
          hint={t('messages:addressIsPublic')}
          autoComplete="street-address"
          error={text(errors.area?.message)}
          {...field.area}
        />
        <TextField
          label={t('fields.pincode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          placeholder={t('fields.pincodePlaceholder')}
          error={text(errors.pincode?.message)}
          {...field.pincode}
        />
        <ExactLocationField className="sm:col-span-2" {...field.exactLocation} />
        <TextField
          label={t('fields.hospitalDistance')}
          hint={t('fields.hospitalDistanceHint')}
          type="number"
          min={0}
          step={0.1}
          inputMode="decimal"
          error={text(errors.hospitalDistance?.message)}
          {...field.hospitalDistance}
        />
        <TextField
          label={t('fields.metroDistance')}
          hint={t('fields.minutesOnFoot')}
          optional
          type="number"
          min={0}
          inputMode="numeric"
          error={text(errors.metroStationDistance?.message)}
          {...field.metroStationDistance}
        />
        <TextField
          label={t('fields.mallDistance')}
          hint={t('fields.minutesOnFoot')}
          optional
          type="number"
          min={0}
          inputMode="numeric"
          error={text(errors.shoppingMallDistance?.message)}
          {...field.shoppingMallDistance}
        />
      </FormSection>
    </>
  );
}

/** Off by default: the map then shows an area of about 300 m around the home, not its door. */
export function ExactLocationField(props: Omit<Parameters<typeof CheckboxField>[0], 'children'>) {
  const { t } = useTranslation('messages');
  return (
    <CheckboxField {...props}>
      {t('exactLocationLabel')}
      <span className="block text-slate-600">{t('exactLocationHint')}</span>
    </CheckboxField>
  );
}
