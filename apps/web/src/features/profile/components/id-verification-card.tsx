import {
  asSentence,
  ID_DOCUMENT_TYPES,
  ID_MAX_IMAGES,
  type IdDocumentType,
  type IdStatus,
} from '@roomsetu/shared';
import { IdCard } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FieldLabel, FormAlert, SelectField, TextField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { useSubmitIdDocument } from '../api/verification';

interface Props {
  status: IdStatus;
  rejectionReason: string | null;
}

/** ID rung: upload a document for our team to check, and see where the request stands. */
export function IdVerificationCard({ status, rejectionReason }: Props) {
  const { t } = useTranslation(['profile', 'enums']);
  const options = ID_DOCUMENT_TYPES.map((value) => ({
    value,
    label: t(`enums:idDocument.${value}`),
  }));
  const submit = useSubmitIdDocument();
  const [documentType, setDocumentType] = useState<IdDocumentType | ''>('');
  const [last4, setLast4] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const filesId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!documentType) return setProblem(t('verification.id.chooseType'));
    if (!/^[A-Za-z0-9]{4}$/.test(last4.trim()))
      return setProblem(t('verification.id.last4Invalid'));
    if (images.length < 1 || images.length > ID_MAX_IMAGES)
      return setProblem(t('verification.id.photosMissing'));
    setProblem(null);
    submit.mutate(
      { documentType, last4: last4.trim(), images },
      {
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : t('verification.id.uploadFailed')),
      },
    );
  };

  const canSend = status === 'NONE' || status === 'REJECTED';
  return (
    <section
      aria-labelledby="id-verification-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3
        id="id-verification-title"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <IdCard aria-hidden="true" className="size-5 text-brand-600" /> {t('verification.id.title')}
      </h3>
      <div role="status" className="mt-2 text-sm">
        {status === 'APPROVED' && (
          <p className="text-emerald-700">{t('verification.id.approved')}</p>
        )}
        {status === 'PENDING' && <p className="text-slate-700">{t('verification.id.pending')}</p>}
        {status === 'REJECTED' && (
          <p className="text-amber-800">
            {t('verification.id.rejected', {
              // One full stop after what the admin typed, whether or not it had one.
              reason:
                rejectionReason === null
                  ? t('verification.id.noReason')
                  : asSentence(rejectionReason),
            })}
          </p>
        )}
      </div>
      {canSend && (
        <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <p className="text-sm text-slate-600 sm:col-span-2">{t('verification.id.intro')}</p>
          <SelectField
            label={t('verification.id.document')}
            name="documentType"
            placeholder={t('verification.id.select')}
            options={options}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value as IdDocumentType | '')}
          />
          <TextField
            label={t('verification.id.last4')}
            name="last4"
            maxLength={4}
            autoComplete="off"
            value={last4}
            onChange={(e) => setLast4(e.target.value)}
          />
          <div className="sm:col-span-2">
            <FieldLabel htmlFor={filesId} label={t('verification.id.photos')} />
            <input
              id={filesId}
              type="file"
              name="images"
              accept="image/jpeg,image/png"
              multiple
              onChange={(e) => setImages(Array.from(e.target.files ?? []).slice(0, ID_MAX_IMAGES))}
              className="mt-1.5 block text-sm"
            />
          </div>
          <div className="sm:col-span-2">
            <FormAlert message={problem} />
          </div>
          <div className="sm:col-span-2">
            <button
              type="submit"
              className={buttonClasses('primary', 'md')}
              disabled={submit.isPending}
            >
              {submit.isPending ? t('verification.sending') : t('verification.id.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
