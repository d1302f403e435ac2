import {
  CITIES,
  EDUCATION_LABELS,
  EDUCATIONS,
  FOOD_PREFERENCE_LABELS,
  FOOD_PREFERENCES,
  GENDER_LABELS,
  GENDER_PREFERENCE_LABELS,
  GENDER_PREFERENCES,
  GENDERS,
  GUEST_FREQUENCIES,
  GUEST_FREQUENCY_LABELS,
  LANGUAGES,
  LIFESTYLE_LABELS,
  LIFESTYLES,
  MESSAGES,
  PRICE_RANGES,
  ROOM_PREFERENCE_LABELS,
  ROOM_PREFERENCES,
  toOptions,
  type ProfileFields,
  type ProfileUpdateInput,
  type SelfUser,
} from '@roomsetu/shared';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { loadOnce } from '@/lib/load-once';
import { unavailable } from '@/lib/lazy-schema';
import { useUpdateProfile } from '../api/update-profile';
import { RadioGroupField, SelectField, TextField } from '@/components/ui/form-fields';

const OPTIONS = {
  gender: toOptions(GENDERS, GENDER_LABELS),
  city: CITIES.map(({ value, label }) => ({ value, label })),
  education: toOptions(EDUCATIONS, EDUCATION_LABELS),
  budget: PRICE_RANGES.map(({ value, label }) => ({ value, label })),
  lifestyle: toOptions(LIFESTYLES, LIFESTYLE_LABELS),
  foodPreference: toOptions(FOOD_PREFERENCES, FOOD_PREFERENCE_LABELS),
  roomPreference: toOptions(ROOM_PREFERENCES, ROOM_PREFERENCE_LABELS),
  preferredRoommateGender: toOptions(GENDER_PREFERENCES, GENDER_PREFERENCE_LABELS),
  yesNo: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
  guests: toOptions(GUEST_FREQUENCIES, GUEST_FREQUENCY_LABELS),
  cleanliness: [
    { value: '1', label: '1 · Relaxed' },
    { value: '2', label: '2' },
    { value: '3', label: '3' },
    { value: '4', label: '4' },
    { value: '5', label: '5 · Spotless' },
  ],
};

/**
 * Every editable field as its input's text (languages: the ticked boxes); the shared schema
 * turns it into the PATCH body.
 */
type FormValues = Record<Exclude<keyof ProfileUpdateInput, 'languages'>, string> & {
  languages: string[];
};

/** Where /find-roommates' nudge links to. */
export const ROOMMATE_ANSWERS_ANCHOR = 'roommate-answers';

const text = (value: number | string | null) => (value === null ? '' : String(value));

const schemas = loadOnce(() => import('../utils/schemas'));

/** One message per field, the same the API would answer. */
const resolver: Resolver<FormValues, unknown, ProfileUpdateInput> = async (values) => {
  const loaded = await schemas().catch(() => null);
  if (!loaded) return unavailable<FormValues>();
  const { firstErrors, profileUpdateInput } = loaded;
  const result = profileUpdateInput.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors = Object.entries(firstErrors(result)).map(([name, message]) => [
    name,
    { type: 'validate', message },
  ]);
  return { values: {}, errors: Object.fromEntries(errors) as FieldErrors<FormValues> };
};

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

/** The stored profile as the form's text values ('' = not set). */
export function toFormValues(p: ProfileFields): FormValues {
  return {
    age: p.age === null ? '' : String(p.age),
    gender: p.gender ?? '',
    city: p.city ?? '',
    occupation: p.occupation ?? '',
    education: p.education ?? '',
    budget: p.budget ?? '',
    lifestyle: p.lifestyle ?? '',
    foodPreference: p.foodPreference ?? '',
    roomPreference: p.roomPreference ?? '',
    preferredRoommateGender: p.preferredRoommateGender ?? '',
    smoking: yesNo(p.smoking),
    drinking: yesNo(p.drinking),
    pets: yesNo(p.pets),
    budgetMin: text(p.budgetMin),
    budgetMax: text(p.budgetMax),
    moveInDate: text(p.moveInDate),
    preferredLocalities: p.preferredLocalities.join(', '),
    cleanlinessLevel: text(p.cleanlinessLevel),
    guests: p.guests ?? '',
    worksFromHome: yesNo(p.worksFromHome),
    languages: [...p.languages],
    preferredAgeMin: text(p.preferredAgeMin),
    preferredAgeMax: text(p.preferredAgeMax),
  };
}

/** Spec §8 'Profile': the server said no, the network failed, or something else went wrong. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 0 ? MESSAGES.networkError : MESSAGES.profileUpdateFailed;
  }
  return MESSAGES.unknownError;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-100 pt-5 first:border-0 first:pt-0">
      <legend className="float-left mb-4 w-full text-base font-semibold text-slate-900">
        {title}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/** The editable profile; Save sends every field (empty clears it). */
export function ProfileForm({ user }: { user: SelfUser }) {
  const form = useForm<FormValues, unknown, ProfileUpdateInput>({
    resolver,
    defaultValues: toFormValues(user.profile),
  });
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const field = (name: Exclude<keyof FormValues, 'languages'>) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  const onSubmit = (input: ProfileUpdateInput) => {
    setFailure(null);
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved.profile));
        toast.success(MESSAGES.profileUpdated);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details) {
          for (const [name, message] of Object.entries(error.details)) {
            // Only the form's own fields (the schema's keys) can show a message.
            if (name in form.getValues()) {
              form.setError(name as keyof FormValues, { type: 'server', message });
            }
          }
        }
        setFailure(saveErrorMessage(error));
      },
    });
  };

  return (
    <section
      aria-labelledby="profile-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="profile-details-title" className="text-lg font-semibold text-slate-900">
        Your details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Roommates and owners see these on your profile. Leave anything you prefer not to share as
        &lsquo;Not set&rsquo;.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        onFocusCapture={schemas.preload}
        className="mt-6 space-y-6"
      >
        <Group title="About you">
          <TextField label="Age" inputMode="numeric" autoComplete="off" {...field('age')} />
          <SelectField
            placeholder="Not set"
            label="Gender"
            options={OPTIONS.gender}
            {...field('gender')}
          />
          <SelectField
            placeholder="Not set"
            label="City"
            options={OPTIONS.city}
            {...field('city')}
          />
          <TextField label="Occupation" {...field('occupation')} />
          <SelectField
            placeholder="Not set"
            label="Education"
            options={OPTIONS.education}
            {...field('education')}
          />
        </Group>
        <Group title="Preferences">
          <SelectField
            placeholder="Not set"
            label="Room preference"
            options={OPTIONS.roomPreference}
            {...field('roomPreference')}
          />
          <SelectField
            placeholder="Not set"
            label="Budget"
            options={OPTIONS.budget}
            {...field('budget')}
          />
          <SelectField
            placeholder="Not set"
            label="Preferred roommate gender"
            options={OPTIONS.preferredRoommateGender}
            {...field('preferredRoommateGender')}
          />
          <SelectField
            placeholder="Not set"
            label="Food preference"
            options={OPTIONS.foodPreference}
            {...field('foodPreference')}
          />
          <SelectField
            placeholder="Not set"
            label="Lifestyle"
            options={OPTIONS.lifestyle}
            {...field('lifestyle')}
          />
        </Group>
        <Group title="Habits">
          <SelectField
            placeholder="Not set"
            label="Smoking"
            options={OPTIONS.yesNo}
            {...field('smoking')}
          />
          <SelectField
            placeholder="Not set"
            label="Drinking"
            options={OPTIONS.yesNo}
            {...field('drinking')}
          />
          <SelectField
            placeholder="Not set"
            label="Pets"
            options={OPTIONS.yesNo}
            {...field('pets')}
          />
        </Group>
        <div id={ROOMMATE_ANSWERS_ANCHOR} className="scroll-mt-24">
          <Group title="Roommate matching">
            <p className="-mt-2 text-sm text-slate-600 sm:col-span-2 lg:col-span-3">
              Each answer sharpens your match scores. All are optional.
            </p>
            <TextField
              label="Budget from (₹ a month)"
              inputMode="numeric"
              autoComplete="off"
              {...field('budgetMin')}
            />
            <TextField
              label="Budget up to (₹ a month)"
              inputMode="numeric"
              autoComplete="off"
              {...field('budgetMax')}
            />
            <TextField label="Move-in date" type="date" {...field('moveInDate')} />
            <TextField
              label="Preferred localities"
              hint="Up to 5, separated by commas"
              autoComplete="off"
              className="sm:col-span-2"
              {...field('preferredLocalities')}
            />
            <SelectField
              placeholder="Not set"
              label="Works from home"
              options={OPTIONS.yesNo}
              {...field('worksFromHome')}
            />
            <RadioGroupField
              legend="Cleanliness (1 relaxed – 5 spotless)"
              options={OPTIONS.cleanliness}
              className="sm:col-span-2 lg:col-span-3"
              {...field('cleanlinessLevel')}
            />
            <RadioGroupField
              legend="Guests over"
              options={OPTIONS.guests}
              className="sm:col-span-2"
              {...field('guests')}
            />
            <TextField
              label="Roommate age from"
              inputMode="numeric"
              autoComplete="off"
              {...field('preferredAgeMin')}
            />
            <TextField
              label="Roommate age up to"
              inputMode="numeric"
              autoComplete="off"
              {...field('preferredAgeMax')}
            />
            <fieldset className="sm:col-span-2 lg:col-span-3">
              <legend className="text-sm font-medium text-slate-800">Languages you speak</legend>
              <div className="mt-1.5 flex flex-wrap gap-2">
                {LANGUAGES.map((language) => (
                  <label
                    key={language}
                    className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
                  >
                    <input
                      type="checkbox"
                      value={language}
                      {...form.register('languages')}
                      className="size-4 accent-brand-600"
                    />
                    {language}
                  </label>
                ))}
              </div>
              {errors.languages?.message && (
                <p className="mt-1 text-sm text-red-700">{errors.languages.message}</p>
              )}
            </fieldset>
          </Group>
        </div>

        {(failure ?? errors.root?.message) && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {failure ?? errors.root?.message}
          </p>
        )}
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={update.isPending}
            className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
          >
            {update.isPending && (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            )}
            {update.isPending ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
    </section>
  );
}
