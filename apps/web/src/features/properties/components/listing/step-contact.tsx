import {
  FURNISHING_LABELS,
  getCity,
  PROPERTY_TYPE_LABELS,
  type ListingFormDraft,
} from '@roomsetu/shared';
import { useFormContext } from 'react-hook-form';
import { formatDate, formatRupees } from '@roomsetu/shared';
import { TextField } from '@/components/ui/form-fields';
import { FormSection } from '@/components/ui/form-section';

function text(value: unknown): string {
  return value === undefined || value === null || value === '' ? '-' : String(value);
}

function rupees(value: unknown): string {
  const n = Number(value);
  return value === '' || value === undefined || !Number.isFinite(n) ? '-' : formatRupees(n);
}

function Summary() {
  const { getValues } = useFormContext<ListingFormDraft>();
  const v = getValues();
  const city = getCity(v.city ?? '');
  const rows: [string, string][] = [
    ['Title', text(v.propertyTitle)],
    ['Type', v.propertyType ? PROPERTY_TYPE_LABELS[v.propertyType] : '-'],
    ['Address', [v.area, city?.label, city?.state, v.pincode].filter(Boolean).join(', ') || '-'],
    ['Bedrooms / bathrooms', `${text(v.bedrooms)} / ${text(v.bathrooms)}`],
    ['Area', v.area_sqft ? `${text(v.area_sqft)} sqft` : '-'],
    ['Furnishing', v.furnished ? FURNISHING_LABELS[v.furnished] : '-'],
    ['Rent', `${rupees(v.rent)}/month`],
    ['Security deposit', rupees(v.securityDeposit)],
    ['Maintenance', rupees(v.maintenance)],
    ['Available from', v.availableFrom ? formatDate(v.availableFrom) : '-'],
    ['Amenities', (v.selectedAmenities ?? []).join(', ') || '-'],
    ['Photos', String(Array.from(v.images ?? []).length)],
    ['Allowed policies', String(v.allowedPolicies?.length ?? 0)],
    ['Restrictions', String(v.restrictions?.length ?? 0)],
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
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormDraft>();

  return (
    <>
      <FormSection title="Contact" description="Name and e-mail come from your account.">
        <TextField
          label="Contact name"
          readOnly
          error={errors.contact_name?.message}
          {...register('contact_name')}
        />
        <TextField
          label="Contact email"
          type="email"
          readOnly
          error={errors.contact_email?.message}
          {...register('contact_email')}
        />
        <TextField
          label="Contact phone"
          optional
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          placeholder="10 digits"
          error={errors.contact_phone?.message}
          {...register('contact_phone')}
        />
      </FormSection>
      <FormSection title="Summary">
        <Summary />
      </FormSection>
    </>
  );
}
