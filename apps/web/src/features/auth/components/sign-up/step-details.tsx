import {
  FOOD_PREFERENCE_LABELS,
  FOOD_PREFERENCES,
  GENDER_PREFERENCE_LABELS,
  GENDER_PREFERENCES,
  LIFESTYLE_LABELS,
  LIFESTYLES,
  PRICE_RANGES,
  toOptions,
} from '@roomsetu/shared';
import { useFormContext } from 'react-hook-form';
import { paths } from '@/config/paths';
import { textLinkClass } from '../auth-frame';
import { CheckboxField, RadioGroupField, SelectField } from '@/components/ui/form-fields';
import { isRoomPreference, type SignUpFormValues } from '../../utils/sign-up-form';
import { InterestsField } from './interests-field';

const BUDGET_OPTIONS = PRICE_RANGES.map(({ value, label }) => ({ value, label }));
const ROOMMATE_GENDER_OPTIONS = toOptions(GENDER_PREFERENCES, GENDER_PREFERENCE_LABELS);
const FOOD_OPTIONS = toOptions(FOOD_PREFERENCES, FOOD_PREFERENCE_LABELS);
const LIFESTYLE_OPTIONS = toOptions(LIFESTYLES, LIFESTYLE_LABELS);
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

function RoomDetails() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <div className="grid gap-5">
      <SelectField
        label="Budget"
        placeholder="Select your monthly budget"
        options={BUDGET_OPTIONS}
        error={errors.budget?.message}
        {...register('budget')}
      />
      <RadioGroupField
        legend="Preferred roommate gender"
        options={ROOMMATE_GENDER_OPTIONS}
        error={errors.roommateGender?.message}
        {...register('roommateGender')}
      />
    </div>
  );
}

function RoommateDetails() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <RadioGroupField
        legend="Smoking"
        options={YES_NO}
        error={errors.smoking?.message}
        {...register('smoking')}
      />
      <RadioGroupField
        legend="Drinking"
        options={YES_NO}
        error={errors.drinking?.message}
        {...register('drinking')}
      />
      <RadioGroupField
        className="sm:col-span-2"
        legend="Pets"
        options={YES_NO}
        error={errors.pets?.message}
        {...register('pets')}
      />
      <SelectField
        label="Food preference"
        placeholder="Select food preference"
        options={FOOD_OPTIONS}
        error={errors.foodPreference?.message}
        {...register('foodPreference')}
      />
      <SelectField
        label="Lifestyle"
        placeholder="Select lifestyle"
        options={LIFESTYLE_OPTIONS}
        error={errors.lifestyle?.message}
        {...register('lifestyle')}
      />
    </div>
  );
}

function OwnerDetails() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <CheckboxField error={errors.landlordTerms?.message} {...register('landlordTerms')}>
      I agree to the landlord terms: I own or manage the properties I list, and their details,
      photos and rent are accurate (see the{' '}
      <a href={paths.termsOfService} target="_blank" rel="noopener" className={textLinkClass}>
        Terms of Service
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      ).
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
