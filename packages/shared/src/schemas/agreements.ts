import { z } from 'zod';
import {
  AGREEMENT_LANGUAGES,
  LOCK_IN_BINDS,
  MAX_CLAUSE_LENGTH,
  MAX_EXTRA_CLAUSES,
  MAX_STAMP_CERTIFICATE,
} from '../agreements';
import { errors } from '../i18n/catalogs/en.json';
import { MAX_NOTICE_DAYS } from '../tenancies';
import { idField } from './fields';

const clause = z
  .string({ error: errors.agreementClauseInvalid })
  .trim()
  .min(3, errors.agreementClauseInvalid)
  .max(MAX_CLAUSE_LENGTH, errors.agreementClauseInvalid);

/**
 * POST /api/tenancies/:id/agreement: a new version drafted from the tenancy's terms. What the
 * terms do not say is chosen here; the owner's notice defaults to the tenant's.
 */
export const draftAgreementInput = z
  .object({
    lang: z.enum(AGREEMENT_LANGUAGES, { error: errors.agreementLanguageInvalid }).default('en'),
    lockInBinds: z
      .enum(LOCK_IN_BINDS, { error: errors.agreementLockInBindsInvalid })
      .default('BOTH'),
    ownerNoticeDays: z
      .number({ error: errors.tenancyNoticeInvalid })
      .int(errors.tenancyNoticeInvalid)
      .min(0, errors.tenancyNoticeInvalid)
      .max(MAX_NOTICE_DAYS, errors.tenancyNoticeInvalid)
      .optional(),
    flatDeduction: clause.nullable().optional(),
    extraClauses: z
      .array(clause, { error: errors.agreementClausesTooMany })
      .max(MAX_EXTRA_CLAUSES, errors.agreementClausesTooMany)
      .default([]),
  })
  .strict();
export type DraftAgreementInput = z.input<typeof draftAgreementInput>;
export type DraftAgreement = z.output<typeof draftAgreementInput>;

/** `/agreement/:version`, and `/agreement/:version.pdf` read apart by the route. */
export const agreementVersionParam = z.object({ id: idField(), version: idField() });

/** The number of the e-stamp certificate the parties bought, recorded on the version. */
export const stampCertificateInput = z
  .object({
    certificateNumber: z
      .string({ error: errors.agreementStampInvalid })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, errors.agreementStampInvalid)
      .min(4, errors.agreementStampInvalid)
      .max(MAX_STAMP_CERTIFICATE, errors.agreementStampInvalid),
  })
  .strict();
export type StampCertificateInput = z.infer<typeof stampCertificateInput>;
