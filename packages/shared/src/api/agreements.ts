import { z } from 'zod';
import { AGREEMENT_FLAGS, AGREEMENT_LANGUAGES, LOCK_IN_BINDS } from '../agreements';
import { entityId, isoDateTime } from './envelope';

/** A guardrail the version trips, with the reason in the reader's language. */
export const agreementFlag = z.object({ code: z.enum(AGREEMENT_FLAGS), message: z.string() });
export type AgreementFlag = z.infer<typeof agreementFlag>;

/** One version of the agreement: its document's hash, its flags, and who has accepted it. */
export const agreementVersion = z.object({
  version: z.number().int(),
  lang: z.enum(AGREEMENT_LANGUAGES),
  /** SHA-256 of the PDF bytes served at `pdfUrl`: what each acceptance is of. */
  sha256: z.string(),
  flags: z.array(agreementFlag),
  clauses: z.object({
    lockInBinds: z.enum(LOCK_IN_BINDS),
    ownerNoticeDays: z.number().int(),
    flatDeduction: z.string().nullable(),
    extraClauses: z.array(z.string()),
  }),
  acceptances: z.array(z.object({ userId: entityId, at: isoDateTime })),
  /** Who has yet to accept it. */
  awaiting: z.array(entityId),
  /** The newest version: the only one that can be accepted. */
  latest: z.boolean(),
  stampCertificateNumber: z.string().nullable(),
  createdBy: entityId.nullable(),
  createdAt: isoDateTime,
  /** The document (for the parties, with the caller's bearer token). */
  pdfUrl: z.string(),
  /** The certificate of acceptance: each party's acceptance with this document's SHA-256. */
  certificateUrl: z.string(),
});
export type AgreementVersion = z.infer<typeof agreementVersion>;

/** GET /api/tenancies/:id/agreement: the versions, newest first, and the state's stamp duty. */
export const agreementList = z.object({
  items: z.array(agreementVersion),
  stampDuty: z.object({
    state: z.string(),
    eStampUrl: z.string(),
    eRegistrationUrl: z.string().nullable(),
  }),
});
export type AgreementList = z.infer<typeof agreementList>;
