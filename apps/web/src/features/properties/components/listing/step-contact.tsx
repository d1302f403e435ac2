import { formatDate, formatRupees, getCity, type ListingFormDraft } from '@roomsetu/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-fields';
import { FormSection } from '@/components/ui/form-section';
import { useMessageText } from './message-text';

function text(value: unknown): string {
  return value === undefined || value === null || value === '' ? '-' : String(value);
}

function rupees(value: unknown): string {
  const n = Number(value);
  return value === '' || value === undefined || !Number.isFinite(n) ? '-' : formatRupees(n);
}

function Summary() {
  const { t } = useTranslation(['listing', 'enums']);
  const { getValues } = useFormContext<ListingFormDraft>();
  const v = getValues();
  const city = getCity(v.city ?? '');
  const amenities = (v.selectedAmenities ?? []).map((amenity) => t(`enums:amenity.${amenity}`));
  const rows: [string, string][] = [
    [t('summary.title'), text(v.propertyTitle)],
    [t('summary.type'), v.propertyType ? t(`enums:propertyType.${v.propertyType}`) : '-'],
    [
      t('summary.address'),
      [v.area, city?.label, city?.state, v.pincode].filter(Boolean).join(', ') || '-',
    ],
    [t('summary.rooms'), `${text(v.bedrooms)} / ${text(v.bathrooms)}`],
    [t('summary.area'), v.area_sqft ? t('summary.areaValue', { area: text(v.area_sqft) }) : '-'],
    [t('summary.furnishing'), v.furnished ? t(`enums:furnishing.${v.furnished}`) : '-'],
    [t('summary.rent'), t('summary.rentValue', { amount: rupees(v.rent) })],
    [t('summary.deposit'), rupees(v.securityDeposit)],
    [t('summary.maintenance'), rupees(v.maintenance)],
    [t('summary.availableFrom'), v.availableFrom ? formatDate(v.availableFrom) : '-'],
    [t('summary.amenities'), amenities.join(', ') || '-'],
    [t('summary.photos'), String(Array.from(v.images ?? []).length)],
    [t('summary.allowedPolicies'), String(v.allowedPolicies?.length ?? 0)],
    [t('summary.restrictions'), String(v.restrictions?.length ?? 0)],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-2 sm:col-span-2 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div
          key={term}
          className="flex justify-between gap-4 border-b border-slate-100 py-1.5 text-sm"
        >
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-right font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 4: the owner's contact details (name and e-mail from the account, locked) and a summary. */
export function StepContact() {
  const { t } = useTranslation('listing');
  const message = useMessageText();
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormDraft>();

  // Registered before the JSX: field names are not texts to translate.
  const field = {
    contact_name: register('contact_name'),
    contact_email: register('contact_email'),
    contact_phone: register('contact_phone'),
  };

  return (
    <>
      <FormSection title={t('sections.contact')} description={t('sections.contactDescription')}>
        <TextField
          label={t('fields.contactName')}
          readOnly
          error={message(errors.contact_name?.message)}
          {...field.contact_name}
        />
        <TextField
          label={t('fields.contactEmail')}
          type="email"
          readOnly
          error={message(errors.contact_email?.message)}
          {...field.contact_email}
        />
        <TextField
          label={t('fields.contactPhone')}
          optional
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          placeholder={t('fields.contactPhonePlaceholder')}
          error={message(errors.contact_phone?.message)}
          {...field.contact_phone}
        />
      </FormSection>
      <FormSection title={t('sections.summary')}>
        <Summary />
      </FormSection>
    </>
  );
}
