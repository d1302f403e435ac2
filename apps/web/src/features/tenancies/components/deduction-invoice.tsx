import { useTranslation } from 'react-i18next';
import { useDeductionInvoice } from '../api/get-deduction-invoice';
import { PrivatePhoto } from './private-photo';

/** How much of the SHA-256 is shown; the whole value is in the tooltip. */
const SHORT_HASH = 12;

/**
 * The photo of a deduction's invoice, for both sides (the tenant judges the deduction by it):
 * a thumbnail that opens the whole photo, and its SHA-256 to match it against a copy.
 */
export function DeductionInvoice({
  tenancyId,
  deductionId,
  reason,
  sha256,
}: {
  tenancyId: number;
  deductionId: number;
  /** The deduction's reason, which names the photo. */
  reason: string;
  sha256: string;
}) {
  const { t } = useTranslation('tenancies');
  const file = useDeductionInvoice(tenancyId, deductionId);
  const thumbnail = (
    <PrivatePhoto
      file={file}
      alt={t('deposit.invoiceAlt', { reason })}
      failedText={t('deposit.invoiceFailed')}
    />
  );
  return (
    <div className="flex items-center gap-3">
      <div className="w-20 shrink-0">
        {file.url ? (
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer"
            className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {thumbnail}
          </a>
        ) : (
          thumbnail
        )}
      </div>
      <p className="min-w-0 text-xs text-slate-600">
        {t('deposit.invoiceHash')}{' '}
        <code title={sha256} className="font-mono text-slate-800">
          {sha256.slice(0, SHORT_HASH)}
        </code>
      </p>
    </div>
  );
}
