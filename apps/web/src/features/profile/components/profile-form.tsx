import {
  CITIES,
  EDUCATIONS,
  FOOD_PREFERENCES,
  GENDER_PREFERENCES,
  GENDERS,
  GUEST_FREQUENCIES,
  LANGUAGES,
  LIFESTYLES,
  PRICE_RANGES,
  ROOM_PREFERENCES,
  type ProfileFields,
  type ProfileUpdateInput,
  type SelfUser,
} from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { loadOnce } from '@/lib/load-once';
import { unavailable } from '@/lib/lazy-schema';
import { useUpdateProfile } from '../api/update-profile';
import { RadioGroupField, SelectField, TextField } from '@/components/ui/form-fields';
import { priceRangeText } from '@/lib/price-range-text';

const CITY_OPTIONS = CITIES.map(({ value, label }) => ({ value, label }));

/** The choices of each select and radio group, in the reader's language. */
function optionsIn(t: TFunction<['profile', 'enums']>) {
  return {
    gender: GENDERS.map((value) => ({ value, label: t(`enums:gender.${value}`) })),
    city: CITY_OPTIONS,
    education: EDUCATIONS.map((value) => ({ value, label: t(`enums:education.${value}`) })),
    budget: PRICE_RANGES.map((range) => ({ value: range.value, label: priceRangeText(range) })),
    lifestyle: LIFESTYLES.map((value) => ({ value, label: t(`enums:lifestyle.${value}`) })),
    foodPreference: FOOD_PREFERENCES.map((value) => ({
      value,
      label: t(`enums:foodPreference.${value}`),
    })),
    roomPreference: ROOM_PREFERENCES.map((value) => ({
      value,
      label: t(`enums:roomPreference.${value}`),
    })),
    preferredRoommateGender: GENDER_PREFERENCES.map((value) => ({
      value,
      label: t(`enums:genderPreference.${value}`),
    })),
    yesNo: [
      { value: 'yes', label: t('form.yes') },
      { value: 'no', label: t('form.no') },
    ],
    guests: GUEST_FREQUENCIES.map((value) => ({
      value,
      label: t(`enums:guestFrequency.${value}`),
    })),
    cleanliness: [
      { value: '1', label: t('form.cleanliness.relaxed') },
      { value: '2', label: '2' },
      { value: '3', label: '3' },
      { value: '4', label: '4' },
      { value: '5', label: t('form.cleanliness.spotless') },
    ],
  };
}

/**
 * Every editable field as its input's text (languages: the ticked boxes); the shared schema
 * turns it into the PATCH body. The app's language is not one of them: it is chosen elsewhere,
 * and a Save here leaves it as it is.
 */
type FormValues = Record<
  Exclude<keyof ProfileUpdateInput, 'languages' | 'preferredLanguage'>,
  string
> & {
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
    return i18n.t(error.status === 0 ? 'messages:networkError' : 'messages:profileUpdateFailed');
  }
  return i18n.t('messages:unknownError');
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
  const { t } = useTranslation(['profile', 'enums', 'messages']);
  const options = optionsIn(t);
  const notSet = t('form.notSet');
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
        toast.success(t('messages:profileUpdated'));
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
        {t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('form.intro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        onFocusCapture={schemas.preload}
        className="mt-6 space-y-6"
      >
        <Group title={t('form.groups.about')}>
          <TextField
            label={t('form.fields.age')}
            inputMode="numeric"
            autoComplete="off"
            {...field('age')}
          />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.gender')}
            options={options.gender}
            {...field('gender')}
          />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.city')}
            options={options.city}
            {...field('city')}
          />
          <TextField label={t('form.fields.occupation')} {...field('occupation')} />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.education')}
            options={options.education}
            {...field('education')}
          />
        </Group>
        <Group title={t('form.groups.preferences')}>
          <SelectField
            placeholder={notSet}
            label={t('form.fields.roomPreference')}
            options={options.roomPreference}
            {...field('roomPreference')}
          />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.budget')}
            options={options.budget}
            {...field('budget')}
          />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.preferredRoommateGender')}
            options={options.preferredRoommateGender}
            {...field('preferredRoommateGender')}
          />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.foodPreference')}
            options={options.foodPreference}
            {...field('foodPreference')}
          />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.lifestyle')}
            options={options.lifestyle}
            {...field('lifestyle')}
          />
        </Group>
        <Group title={t('form.groups.habits')}>
          <SelectField
            placeholder={notSet}
            label={t('form.fields.smoking')}
            options={options.yesNo}
            {...field('smoking')}
          />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.drinking')}
            options={options.yesNo}
            {...field('drinking')}
          />
          <SelectField
            placeholder={notSet}
            label={t('form.fields.pets')}
            options={options.yesNo}
            {...field('pets')}
          />
        </Group>
        <div id={ROOMMATE_ANSWERS_ANCHOR} className="scroll-mt-24">
          <Group title={t('form.groups.matching')}>
            <p className="-mt-2 text-sm text-slate-600 sm:col-span-2 lg:col-span-3">
              {t('form.matchingIntro')}
            </p>
            <TextField
              label={t('form.fields.budgetMin')}
              inputMode="numeric"
              autoComplete="off"
              {...field('budgetMin')}
            />
            <TextField
              label={t('form.fields.budgetMax')}
              inputMode="numeric"
              autoComplete="off"
              {...field('budgetMax')}
            />
            <TextField label={t('form.fields.moveInDate')} type="date" {...field('moveInDate')} />
            <TextField
              label={t('form.fields.preferredLocalities')}
              hint={t('form.fields.preferredLocalitiesHint')}
              autoComplete="off"
              className="sm:col-span-2"
              {...field('preferredLocalities')}
            />
            <SelectField
              placeholder={notSet}
              label={t('form.fields.worksFromHome')}
              options={options.yesNo}
              {...field('worksFromHome')}
            />
            <RadioGroupField
              legend={t('form.fields.cleanliness')}
              options={options.cleanliness}
              className="sm:col-span-2 lg:col-span-3"
              {...field('cleanlinessLevel')}
            />
            <RadioGroupField
              legend={t('form.fields.guests')}
              options={options.guests}
              className="sm:col-span-2"
              {...field('guests')}
            />
            <TextField
              label={t('form.fields.ageMin')}
              inputMode="numeric"
              autoComplete="off"
              {...field('preferredAgeMin')}
            />
            <TextField
              label={t('form.fields.ageMax')}
              inputMode="numeric"
              autoComplete="off"
              {...field('preferredAgeMax')}
            />
            <fieldset className="sm:col-span-2 lg:col-span-3">
              <legend className="text-sm font-medium text-slate-800">
                {t('form.fields.languages')}
              </legend>
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
                    {t(`enums:spokenLanguage.${language}`)}
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
            {update.isPending ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
