import {
  MAX_STAMP_CERTIFICATE,
  type AgreementList,
  type AgreementVersion,
  type TenancyDetail,
} from '@roomsetu/shared';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { useRecordStamp } from '../api/agreement-steps';
import { formFailure } from '../utils/form-failure';
import { SubSection } from './section';

/** As the API reads a certificate number: letters and digits, with spaces, slashes, dashes. */
const CERTIFICATE = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;
const certificateFits = (text: string) =>
  CERTIFICATE.test(text) && text.length >= 4 && text.length <= MAX_STAMP_CERTIFICATE;

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('tenancies');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-words text-brand-700 underline hover:text-brand-800"
    >
      {children}
      <span className="sr-only">{t('agreement.stamp.newTab')}</span>
      <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-text-bottom" />
    </a>
  );
}

/** Either party records the number of the e-stamp certificate bought for the newest version. */
function StampForm({ tenancyId, version }: { tenancyId: number; version: AgreementVersion }) {
  const { t } = useTranslation('tenancies');
  const record = useRecordStamp();
  const [number, setNumber] = useState(version.stampCertificateNumber ?? '');
  const [invalid, setInvalid] = useState(false);
  const failure = record.error
    ? formFailure(record.error, ['certificateNumber'] as const, t('agreement.toast.failed'))
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = number.trim();
    const fits = certificateFits(value);
    setInvalid(!fits);
    if (!fits) return;
    record.mutate({ id: tenancyId, version: version.version, certificateNumber: value });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('agreement.stamp.number')}
      className="space-y-3 rounded-xl bg-slate-50 p-4"
    >
      <TextField
        label={t('agreement.stamp.number')}
        name="certificateNumber"
        autoComplete="off"
        maxLength={MAX_STAMP_CERTIFICATE}
        hint={t('agreement.stamp.numberHint', { version: version.version })}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={
          invalid
            ? t('agreement.stamp.numberInvalid', { max: MAX_STAMP_CERTIFICATE })
            : failure?.fields.certificateNumber
        }
      />
      <FormAlert message={failure?.message ?? null} />
      <button type="submit" disabled={record.isPending} className={buttonClasses('primary', 'sm')}>
        {record.isPending ? t('agreement.stamp.recording') : t('agreement.stamp.record')}
      </button>
    </form>
  );
}

/**
 * Stamp duty as the listing's state sets it: the law and where e-stamp paper is bought (never an
 * amount: rates change); where the state registers such agreements online, that too.
 */
export function AgreementStampDuty({
  tenancy,
  stampDuty,
  newest,
}: {
  tenancy: TenancyDetail;
  stampDuty: AgreementList['stampDuty'];
  newest: AgreementVersion | undefined;
}) {
  const { t } = useTranslation('tenancies');
  const { state } = stampDuty;
  return (
    <SubSection title={t('agreement.stamp.title')}>
      <div className="space-y-2 text-sm text-slate-700">
        <p>{t('agreement.stamp.law', { state })}</p>
        <p>
          <OutLink href={stampDuty.eStampUrl}>{t('agreement.stamp.eStamp', { state })}</OutLink>
        </p>
        {stampDuty.eRegistrationUrl && (
          <p>
            {t('agreement.stamp.registration', { state })}{' '}
            <OutLink href={stampDuty.eRegistrationUrl}>{t('agreement.stamp.register')}</OutLink>
          </p>
        )}
      </div>
      {newest && tenancy.role && (
        <StampForm key={newest.version} tenancyId={tenancy.id} version={newest} />
      )}
    </SubSection>
  );
}
