import {
  CITIES,
  EDUCATION_LABELS,
  EDUCATIONS,
  GENDER_LABELS,
  GENDERS,
  SIGNUP_AGE_MAX,
  SIGNUP_AGE_MIN,
  toOptions,
} from '@roomsetu/shared';
import { useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/form-fields';
import type { SignUpFormValues } from '../../utils/sign-up-form';

const GENDER_OPTIONS = toOptions(GENDERS, GENDER_LABELS);
const EDUCATION_OPTIONS = toOptions(EDUCATIONS, EDUCATION_LABELS);
const CITY_OPTIONS = CITIES.map(({ value, label }) => ({ value, label }));

/** Step 2: the profile others see when looking for a roommate or tenant. */
export function StepProfile() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Age"
        inputMode="numeric"
        autoComplete="off"
        hint={`${SIGNUP_AGE_MIN} to ${SIGNUP_AGE_MAX}`}
        error={errors.age?.message}
        {...register('age')}
      />
      <SelectField
        label="Gender"
        placeholder="Select gender"
        options={GENDER_OPTIONS}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <SelectField
        label="City"
        placeholder="Select city"
        options={CITY_OPTIONS}
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label="Occupation"
        autoComplete="organization-title"
        placeholder="e.g. Software engineer, student"
        error={errors.occupation?.message}
        {...register('occupation')}
      />
      <SelectField
        className="sm:col-span-2"
        label="Education"
        placeholder="Select education"
        options={EDUCATION_OPTIONS}
        error={errors.education?.message}
        {...register('education')}
      />
    </div>
  );
}
