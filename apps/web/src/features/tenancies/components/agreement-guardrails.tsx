import { agreementFlags, type AgreementClauses, type AgreementTerms } from '@roomsetu/shared';
import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementFlagList } from './agreement-flags';

/**
 * The guardrails the draft trips as it stands, worked out as the API will on submit, each with
 * its reason; they warn and never block.
 */
export function AgreementGuardrails({
  terms,
  clauses,
}: {
  terms: AgreementTerms;
  clauses: AgreementClauses;
}) {
  const { t } = useTranslation(['tenancies', 'enums']);
  const id = useId();
  const flags = agreementFlags(terms, clauses).map((code) => ({
    code,
    message: t(`enums:agreementFlag.${code}`),
  }));
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-lg border border-slate-200 p-3">
      <h5 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('tenancies:agreement.draft.guardrails')}
      </h5>
      <div aria-live="polite" className="space-y-2">
        {flags.length === 0 ? (
          <p className="text-sm text-slate-600">{t('tenancies:agreement.draft.guardrailsNone')}</p>
        ) : (
          <>
            <AgreementFlagList flags={flags} />
            <p className="text-sm text-slate-600">
              {t('tenancies:agreement.draft.guardrailsNote')}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
