import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { labelClass } from '@/components/ui/form-fields';
import { useObjectUrls } from '@/lib/use-object-urls';
import { CameraInput, PhotoPreview } from './photo-input';

/** A deduction's invoice: one photo, shown before it is sent; another one chosen replaces it. */
export function InvoicePicker({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation(['tenancies', 'common']);
  const files = useMemo(() => (file ? [file] : []), [file]);
  const [url] = useObjectUrls(files);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  return (
    <div>
      <p className={labelClass}>
        {t('deposit.invoice')}
        <span className="font-normal text-slate-500">{` ${t('common:form.optional')}`}</span>
      </p>
      <CameraInput
        ref={input}
        label={t('deposit.invoiceTake')}
        describedBy={hintId}
        onFiles={([chosen]) => chosen && onChange(chosen)}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {t('deposit.invoiceHint')}
      </p>
      {file && (
        <div className="relative mt-2 w-32">
          <PhotoPreview
            url={url}
            alt={t('deposit.invoicePreview', { name: file.name })}
            removeLabel={t('deposit.invoiceRemove')}
            onRemove={() => {
              onChange(null);
              input.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
