import { FOOD_PREFERENCES, GENDER_PREFERENCES, LIFESTYLES, PRICE_RANGES } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CheckboxField, RadioGroupField, SelectField } from '@/components/ui/form-fields';
import { isRoomPreference, type SignUpFormValues } from '../../utils/sign-up-form';
import { NewTabLink } from '../new-tab-link';
import { InterestsField } from './interests-field';
import { priceRangeText } from '@/lib/price-range-text';

type T = TFunction<['auth', 'enums']>;

const yesNo = (t: T) =>
  [
    { value: 'yes', label: t('details.yes') },
    { value: 'no', label: t('details.no') },
  ] as const;

function RoomDetails() {
  const { t } = useTranslation(['auth', 'enums']);
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <div className="grid gap-5">
      <SelectField
        label={t('details.budget')}
        placeholder={t('details.budgetPlaceholder')}
        options={PRICE_RANGES.map((range) => ({
          value: range.value,
          label: priceRangeText(range),
        }))}
        error={errors.budget?.message}
        {...register('budget')}
      />
      <RadioGroupField
        legend={t('details.roommateGender')}
        options={GENDER_PREFERENCES.map((value) => ({
          value,
          label: t(`enums:genderPreference.${value}`),
        }))}
        error={errors.roommateGender?.message}
        {...register('roommateGender')}
      />
    </div>
  );
}

function RoommateDetails() {
  const { t } = useTranslation(['auth', 'enums']);
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  const options = yesNo(t);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <RadioGroupField
        legend={t('details.smoking')}
        options={options}
        error={errors.smoking?.message}
        {...register('smoking')}
      />
      <RadioGroupField
        legend={t('details.drinking')}
        options={options}
        error={errors.drinking?.message}
        {...register('drinking')}
      />
      <RadioGroupField
        className="sm:col-span-2"
        legend={t('details.pets')}
        options={options}
        error={errors.pets?.message}
        {...register('pets')}
      />
      <SelectField
        label={t('details.foodPreference')}
        placeholder={t('details.foodPreferencePlaceholder')}
        options={FOOD_PREFERENCES.map((value) => ({
          value,
          label: t(`enums:foodPreference.${value}`),
        }))}
        error={errors.foodPreference?.message}
        {...register('foodPreference')}
      />
      <SelectField
        label={t('details.lifestyle')}
        placeholder={t('details.lifestylePlaceholder')}
        options={LIFESTYLES.map((value) => ({ value, label: t(`enums:lifestyle.${value}`) }))}
        error={errors.lifestyle?.message}
        {...register('lifestyle')}
      />
    </div>
  );
}

function OwnerDetails() {
  const { t } = useTranslation('auth');
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <CheckboxField error={errors.landlordTerms?.message} {...register('landlordTerms')}>
      <Trans
        t={t}
        i18nKey="details.landlordTerms"
        components={{ terms: <NewTabLink href={paths.termsOfService} /> }}
      />
    </CheckboxField>
  );
}

/** Step 4: what it asks depends on the step-3 answer; interests are optional for everyone. */
export function StepDetails() {
  const { getValues } = useFormContext<SignUpFormValues>();
  const preference = getValues('roomPreference');
  if (!isRoomPreference(preference)) return null;
  return (
    <div className="grid gap-6">
      {preference === 'LOOKING_FOR_ROOM' && <RoomDetails />}
      {preference === 'LOOKING_FOR_ROOMMATE' && <RoommateDetails />}
      {preference === 'PROPERTY_OWNER' && <OwnerDetails />}
      <InterestsField />
    </div>
  );
}
