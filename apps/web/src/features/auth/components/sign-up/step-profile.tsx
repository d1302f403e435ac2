import { CITIES, EDUCATIONS, GENDERS, SIGNUP_AGE_MAX, SIGNUP_AGE_MIN } from '@roomsetu/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/form-fields';
import type { SignUpFormValues } from '../../utils/sign-up-form';

const CITY_OPTIONS = CITIES.map(({ value, label }) => ({ value, label }));

/** Step 2: the profile others see when looking for a roommate or tenant. */
export function StepProfile() {
  const { t } = useTranslation(['auth', 'enums']);
  const genderOptions = GENDERS.map((value) => ({ value, label: t(`enums:gender.${value}`) }));
  const educationOptions = EDUCATIONS.map((value) => ({
    value,
    label: t(`enums:education.${value}`),
  }));
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('profile.age')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('profile.ageHint', { min: SIGNUP_AGE_MIN, max: SIGNUP_AGE_MAX })}
        error={errors.age?.message}
        {...register('age')}
      />
      <SelectField
        label={t('profile.gender')}
        placeholder={t('profile.genderPlaceholder')}
        options={genderOptions}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <SelectField
        label={t('profile.city')}
        placeholder={t('profile.cityPlaceholder')}
        options={CITY_OPTIONS}
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label={t('profile.occupation')}
        autoComplete="organization-title"
        placeholder={t('profile.occupationPlaceholder')}
        error={errors.occupation?.message}
        {...register('occupation')}
      />
      <SelectField
        className="sm:col-span-2"
        label={t('profile.education')}
        placeholder={t('profile.educationPlaceholder')}
        options={educationOptions}
        error={errors.education?.message}
        {...register('education')}
      />
    </div>
  );
}
