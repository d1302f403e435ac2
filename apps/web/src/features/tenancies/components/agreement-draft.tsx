import {
  AGREEMENT_LANGUAGES,
  LOCK_IN_BINDS,
  MAX_CLAUSE_LENGTH,
  MAX_NOTICE_DAYS,
  type AgreementClauses,
  type AgreementLanguage,
  type DraftAgreementInput,
  type LockInBinds,
  type TenancyDetail,
} from '@roomsetu/shared';
import { ChevronDown, FilePen } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, RadioGroupField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useDraftAgreement } from '../api/agreement-steps';
import { formFailure } from '../utils/form-failure';
import { AgreementClauseRows, type ClauseRow } from './agreement-clauses';
import { AgreementGuardrails } from './agreement-guardrails';

const FIELDS = ['lang', 'lockInBinds', 'ownerNoticeDays', 'flatDeduction', 'extraClauses'] as const;

/** Null for an empty field (the tenant's period applies), NaN for anything but whole days. */
const daysIn = (text: string) =>
  text.trim() === '' ? null : /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;

const clauseFits = (text: string) =>
  text.trim().length >= 3 && text.trim().length <= MAX_CLAUSE_LENGTH;

/** The API's words for each clause row it named (`extraClauses.<index>`), by the row's key. */
function rowFailures(error: unknown, rows: readonly ClauseRow[]) {
  const out: Record<number, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const [path, text] of Object.entries(error.details ?? {})) {
    const [field, index] = path.split('.');
    const row = field === 'extraClauses' && index !== undefined ? rows[Number(index)] : undefined;
    if (row) out[row.key] ??= text;
  }
  return out;
}

interface Checked {
  notice?: string;
  flat?: string;
  rows: Record<number, string | undefined>;
}

function AgreementDraftForm({
  tenancy,
  nextVersion,
  onCancel,
  onDone,
}: {
  tenancy: TenancyDetail;
  nextVersion: number;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['tenancies', 'common']);
  const draft = useDraftAgreement();
  const { terms } = tenancy;
  const hasLockIn = terms.lockInMonths > 0;
  const reader = currentLanguage();
  const [lang, setLang] = useState<AgreementLanguage>(
    (AGREEMENT_LANGUAGES as readonly string[]).includes(reader)
      ? (reader as AgreementLanguage)
      : 'en',
  );
  const [binds, setBinds] = useState<LockInBinds>('BOTH');
  const [notice, setNotice] = useState(String(terms.noticeDays));
  const [flat, setFlat] = useState('');
  const [rows, setRows] = useState<ClauseRow[]>([]);
  const [added, setAdded] = useState<number | null>(null);
  const nextKey = useRef(0);
  const [checked, setChecked] = useState<Checked>({ rows: {} });

  const days = daysIn(notice);
  const clauses: AgreementClauses = {
    lockInBinds: hasLockIn ? binds : 'BOTH',
    ownerNoticeDays: days !== null && Number.isInteger(days) ? days : terms.noticeDays,
    flatDeduction: flat.trim() || null,
    extraClauses: rows.map((row) => row.text),
  };
  const failure = draft.error
    ? formFailure(draft.error, FIELDS, t('agreement.toast.failed'))
    : null;
  const rowErrors = rowFailures(draft.error, rows);
  const apiClausesError =
    draft.error instanceof ApiError ? draft.error.details?.extraClauses : undefined;
  const textInvalid = t('agreement.draft.textInvalid', { max: MAX_CLAUSE_LENGTH });

  const addRow = () => {
    const key = nextKey.current++;
    setRows([...rows, { key, text: '' }]);
    setAdded(key);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Checked = {
      notice:
        days === null || (Number.isInteger(days) && days <= MAX_NOTICE_DAYS)
          ? undefined
          : t('agreement.draft.ownerNoticeInvalid', { max: MAX_NOTICE_DAYS }),
      flat: flat.trim() === '' || clauseFits(flat) ? undefined : textInvalid,
      rows: Object.fromEntries(
        rows.filter((row) => !clauseFits(row.text)).map((row) => [row.key, textInvalid]),
      ),
    };
    setChecked(next);
    if (next.notice || next.flat || Object.keys(next.rows).length > 0) return;
    const input: DraftAgreementInput = {
      lang,
      lockInBinds: clauses.lockInBinds,
      ...(days === null ? {} : { ownerNoticeDays: days }),
      ...(clauses.flatDeduction ? { flatDeduction: clauses.flatDeduction } : {}),
      extraClauses: rows.map((row) => row.text.trim()),
    };
    draft.mutate({ id: tenancy.id, input }, { onSuccess: onDone });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(nextVersion === 1 ? 'agreement.draft.openFirst' : 'agreement.draft.openNew')}
      className="space-y-4 rounded-xl bg-slate-50 p-4"
    >
      <p className="text-sm font-medium text-slate-800">{t('agreement.draft.again')}</p>
      <RadioGroupField
        legend={t('agreement.draft.language')}
        name="lang"
        options={AGREEMENT_LANGUAGES.map((code) => ({
          value: code,
          label: t(`agreement.language.${code}`),
        }))}
        value={lang}
        onChange={(event) => setLang(event.target.value as AgreementLanguage)}
        error={failure?.fields.lang}
      />
      {hasLockIn && (
        <div>
          <RadioGroupField
            legend={t('agreement.draft.lockInBinds')}
            name="lockInBinds"
            options={LOCK_IN_BINDS.map((value) => ({
              value,
              label: t(`agreement.draft.binds.${value}`),
            }))}
            value={binds}
            onChange={(event) => setBinds(event.target.value as LockInBinds)}
            error={failure?.fields.lockInBinds}
          />
          <p className="mt-1.5 text-sm text-slate-600">
            {t('agreement.draft.lockInHint', {
              period: t('detail.months', { count: terms.lockInMonths }),
            })}
          </p>
        </div>
      )}
      <TextField
        label={t('agreement.draft.ownerNotice')}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_NOTICE_DAYS}
        step={1}
        optional
        hint={t('agreement.draft.ownerNoticeHint', {
          period: t('detail.days', { count: terms.noticeDays }),
        })}
        value={notice}
        onChange={(event) => setNotice(event.target.value)}
        error={checked.notice ?? failure?.fields.ownerNoticeDays}
      />
      <TextAreaField
        label={t('agreement.draft.flatDeduction')}
        optional
        rows={2}
        maxLength={MAX_CLAUSE_LENGTH}
        hint={t('agreement.draft.flatDeductionHint')}
        value={flat}
        onChange={(event) => setFlat(event.target.value)}
        error={checked.flat ?? failure?.fields.flatDeduction}
      />
      <AgreementClauseRows
        rows={rows}
        errors={Object.fromEntries(
          rows.map((row) => [row.key, checked.rows[row.key] ?? rowErrors[row.key]]),
        )}
        groupError={apiClausesError}
        added={added}
        onAdd={addRow}
        onChange={(key, text) =>
          setRows(rows.map((row) => (row.key === key ? { ...row, text } : row)))
        }
        onRemove={(key) => setRows(rows.filter((row) => row.key !== key))}
      />
      <AgreementGuardrails terms={terms} clauses={clauses} />
      <FormAlert message={failure?.message ?? null} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'sm')}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" disabled={draft.isPending} className={buttonClasses('primary', 'sm')}>
          {draft.isPending
            ? t('agreement.draft.drafting')
            : t('agreement.draft.submit', { version: nextVersion })}
        </button>
      </div>
    </form>
  );
}

/** The owner's drafting, folded until asked for: the first version, or a new one. */
export function AgreementDraft({
  tenancy,
  nextVersion,
  onDone,
}: {
  tenancy: TenancyDetail;
  nextVersion: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('tenancies');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div className="space-y-3">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={buttonClasses(nextVersion === 1 ? 'primary' : 'secondary', 'sm')}
      >
        <FilePen aria-hidden="true" className="size-4" />
        {t(nextVersion === 1 ? 'agreement.draft.openFirst' : 'agreement.draft.openNew')}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <AgreementDraftForm
            tenancy={tenancy}
            nextVersion={nextVersion}
            onCancel={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
            onDone={() => {
              setOpen(false);
              onDone();
            }}
          />
        )}
      </div>
    </div>
  );
}
