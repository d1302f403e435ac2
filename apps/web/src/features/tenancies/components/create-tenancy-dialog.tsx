import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  API_ERRORS,
  createTenancyInput,
  DEFAULT_NOTICE_DAYS,
  DEFAULT_RENT_DUE_DAY,
  DEFAULT_TERM_MONTHS,
  MAX_NOTICE_DAYS,
  MAX_TENANCY_AMOUNT,
  MAX_TENANTS,
  MAX_TERM_MONTHS,
  TENANCY_INCLUDES,
  TENANCY_START_AHEAD_DAYS,
  TENANCY_START_PAST_DAYS,
  todayInIndia,
  type CreateTenancyInput,
} from '@roomsetu/shared';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, SelectField, TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { sharedText } from '@/lib/shared-text';
import { useContacts, type OwnListing } from '../api/get-tenancy-choices';
import { useCreateTenancy } from '../api/tenancy-moves';
import { CheckboxGroup } from './checkbox-group';

type FormValues = z.input<typeof createTenancyInput>;

const FIELDS = [
  'propertyId',
  'tenantIds',
  'rentMonthly',
  'depositAmount',
  'startDate',
  'termMonths',
  'lockInMonths',
  'noticeDays',
  'rentDueDay',
  'includes',
] as const satisfies readonly (keyof FormValues)[];
type Field = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is Field =>
  (FIELDS as readonly (string | undefined)[]).includes(name);

/** The shared schema's messages are the English texts of the `errors` catalog: their keys. */
const ERROR_KEYS = new Map(
  Object.entries(API_ERRORS).map(([key, text]) => [text, key as keyof typeof API_ERRORS]),
);

/** A field's message in the reader's language (the server's arrive in it already). */
function useErrorText() {
  const { t } = useTranslation(['errors', 'validation', 'messages', 'session']);
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = ERROR_KEYS.get(message);
    return key ? t(`errors:${key}`) : sharedText(t, message);
  };
}

const whole = { type: 'number', inputMode: 'numeric', step: 1 } as const;

export interface CreateTenancyDialogProps {
  /** The owner's listings (none deleted). */
  listings: readonly OwnListing[];
  onClose: () => void;
  onCreated: (id: number) => void;
}

/**
 * "New tenancy": the listing, the tenants (people the owner chats with) and the terms, checked by
 * the shared schema before anything is sent; the API's refusals show under their fields.
 */
export function CreateTenancyDialog({ listings, onClose, onCreated }: CreateTenancyDialogProps) {
  const { t } = useTranslation(['tenancies', 'enums', 'common']);
  const errorText = useErrorText();
  const contacts = useContacts(useAuth().user?.id ?? 0);
  const create = useCreateTenancy();
  const [failure, setFailure] = useState<string | null>(null);
  const today = useMemo(() => todayInIndia(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, CreateTenancyInput>({
    resolver: zodResolver(createTenancyInput),
    defaultValues: {
      propertyId: listings.length === 1 ? listings[0]!.id : '',
      tenantIds: [],
      startDate: today,
      termMonths: DEFAULT_TERM_MONTHS,
      lockInMonths: 0,
      noticeDays: DEFAULT_NOTICE_DAYS,
      rentDueDay: DEFAULT_RENT_DUE_DAY,
      includes: [],
    },
  });
  const error = (name: Field) => errorText(errors[name]?.message);

  const onValid = (input: CreateTenancyInput) => {
    setFailure(null);
    create.mutate(input, {
      onSuccess: (tenancy) => onCreated(tenancy.id),
      onError: (failed) => {
        const details = failed instanceof ApiError ? Object.entries(failed.details ?? {}) : [];
        let shown = false;
        for (const [path, message] of details) {
          const name = path.split('.')[0];
          if (!isField(name)) continue;
          setError(name, { type: 'server', message }, { shouldFocus: !shown });
          shown = true;
        }
        if (!shown)
          setFailure(failed instanceof ApiError ? failed.message : t('toast.createFailed'));
      },
    });
  };

  // Registered before the JSX: field names are not texts to translate.
  const field = {
    propertyId: register('propertyId'),
    rentMonthly: register('rentMonthly', { valueAsNumber: true }),
    depositAmount: register('depositAmount', { valueAsNumber: true }),
    startDate: register('startDate'),
    termMonths: register('termMonths', { valueAsNumber: true }),
    lockInMonths: register('lockInMonths', { valueAsNumber: true }),
    noticeDays: register('noticeDays', { valueAsNumber: true }),
    rentDueDay: register('rentDueDay', { valueAsNumber: true }),
  };
  const people = contacts.data ?? [];

  return (
    <Modal open onClose={onClose} title={t('form.title')} description={t('form.intro')} size="lg">
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.listing')}
          placeholder={t('form.chooseListing')}
          options={listings.map((listing) => ({ value: listing.id, label: listing.title }))}
          error={errors.propertyId ? t('form.listingRequired') : undefined}
          className="sm:col-span-2"
          data-autofocus
          {...field.propertyId}
        />
        <Controller
          control={control}
          name="tenantIds"
          render={({ field: tenants }) => (
            <CheckboxGroup
              legend={t('form.tenants')}
              hint={t('form.tenantsHint', { max: MAX_TENANTS })}
              error={error('tenantIds')}
              options={people.map((person) => ({ value: person.id, label: person.name }))}
              value={(tenants.value ?? []).map(Number)}
              onChange={tenants.onChange}
            >
              <p
                role={contacts.isError ? 'alert' : 'status'}
                className="mt-2 text-sm text-slate-600"
              >
                {contacts.isPending
                  ? t('form.loading')
                  : contacts.isError
                    ? t('form.loadFailed')
                    : t('form.noPeople')}
              </p>
            </CheckboxGroup>
          )}
        />
        <TextField
          label={t('form.rent')}
          {...whole}
          min={1}
          max={MAX_TENANCY_AMOUNT}
          error={error('rentMonthly')}
          {...field.rentMonthly}
        />
        <TextField
          label={t('form.deposit')}
          {...whole}
          min={1}
          max={MAX_TENANCY_AMOUNT}
          error={error('depositAmount')}
          {...field.depositAmount}
        />
        <TextField
          label={t('form.startDate')}
          type="date"
          min={addDays(today, -TENANCY_START_PAST_DAYS)}
          max={addDays(today, TENANCY_START_AHEAD_DAYS)}
          error={error('startDate')}
          {...field.startDate}
        />
        <TextField
          label={t('form.termMonths')}
          {...whole}
          min={1}
          max={MAX_TERM_MONTHS}
          error={error('termMonths')}
          {...field.termMonths}
        />
        <TextField
          label={t('form.lockInMonths')}
          {...whole}
          min={0}
          max={MAX_TERM_MONTHS}
          error={error('lockInMonths')}
          {...field.lockInMonths}
        />
        <TextField
          label={t('form.noticeDays')}
          {...whole}
          min={0}
          max={MAX_NOTICE_DAYS}
          error={error('noticeDays')}
          {...field.noticeDays}
        />
        <TextField
          label={t('form.rentDueDay')}
          {...whole}
          min={1}
          max={28}
          error={error('rentDueDay')}
          {...field.rentDueDay}
        />
        <Controller
          control={control}
          name="includes"
          render={({ field: includes }) => (
            <CheckboxGroup
              legend={t('form.includes')}
              error={error('includes')}
              options={TENANCY_INCLUDES.map((item) => ({
                value: item,
                label: t(`enums:tenancyInclude.${item}`),
              }))}
              value={includes.value ?? []}
              onChange={includes.onChange}
            />
          )}
        />
        <div className="sm:col-span-2">
          <FormAlert message={failure} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" onClick={onClose} className={buttonClasses('secondary', 'md')}>
            {t('common:actions.cancel')}
          </button>
          <button
            type="submit"
            disabled={create.isPending}
            className={buttonClasses('primary', 'md')}
          >
            {create.isPending ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
