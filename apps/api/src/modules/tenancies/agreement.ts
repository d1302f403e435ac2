import { createHash } from 'node:crypto';
import {
  agreementFlags,
  AGREEMENT_TENANCY_STATUSES,
  API_ERRORS,
  getCity,
  MAX_AGREEMENT_VERSIONS,
  stampDutyOf,
  type AgreementList,
  type AgreementVersion,
  type DraftAgreement,
  type SignCodeSent,
  type UiLanguage,
} from '@roomsetu/shared';
import type { Response } from 'express';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { conflict, fill, notFound } from '../../lib/errors';
import { phrase, t } from '../../lib/i18n';
import { maskPhone } from '../../lib/sms';
import type { AuthUser } from '../../lib/tokens';
import {
  agreementDefinition,
  certificateDefinition,
  renderPdf,
  type AgreementDocument,
  type DocumentParty,
} from './agreement-pdf';
import { checkCode, codeRefusal, sendCode } from './codes';
import type { TenancyPorts } from './ports';
import { sendPrivate } from './private-answer';
import { fullAddress } from './presenter';
import * as repo from './repository';
import type { AgreementRow, TenancyRow, TenantRow } from './repository';
import { forParty, readableTenancy, tellParties, wordsOf, wrongSide } from './service';

/** The private folder of agreement PDFs. */
const FOLDER = 'agreements';
const VERSION_NOT_FOUND = API_ERRORS.agreementNotFound;

/** Who accepts the agreement: the owner and every tenant who has not declined. */
const partiesOf = (t: TenancyRow, tenants: readonly TenantRow[]) => [
  t.ownerId,
  ...tenants.filter((row) => row.answer !== 'DECLINED').map((row) => row.userId),
];

/** What a code for this version accepts: the version and the exact bytes of its document. */
const purposeOf = (a: Pick<AgreementRow, 'tenancyId' | 'version' | 'sha256'>) =>
  `agreement:${a.tenancyId}:${a.version}:${a.sha256}`;

const isOpen = (t: TenancyRow) =>
  (AGREEMENT_TENANCY_STATUSES as readonly string[]).includes(t.status);

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The documents' view of the parties: names, roles, masked verified phones. */
async function documentParties(
  db: Db,
  t: TenancyRow,
  tenants: readonly TenantRow[],
): Promise<DocumentParty[]> {
  const ids = partiesOf(t, tenants);
  const [people, phones] = await Promise.all([
    repo.peopleByIds(db, ids),
    repo.verifiedPhonesOf(db, ids),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return ids.map((userId) => {
    const person = byId.get(userId);
    const phone = phones.get(userId);
    return {
      userId,
      name: person ? `${person.firstName} ${person.lastName}`.trim() : '',
      role: userId === t.ownerId ? 'OWNER' : 'TENANT',
      phone: phone ? maskPhone(phone) : null,
    };
  });
}

async function documentListing(db: Db, t: TenancyRow): Promise<AgreementDocument['listing']> {
  const [listing] = await repo.listingsByIds(db, [t.propertyId]);
  const city = getCity(listing!.city);
  return {
    title: listing!.title,
    address: fullAddress(listing!),
    state: city?.state ?? '',
  };
}

function present(
  a: AgreementRow,
  latest: number,
  parties: readonly number[],
  acceptances: readonly repo.AcceptanceRow[],
  lang: UiLanguage,
): AgreementVersion {
  const own = acceptances.filter((row) => row.agreementId === a.id);
  const base = `/api/tenancies/${a.tenancyId}/agreement/${a.version}`;
  return {
    version: a.version,
    lang: a.lang,
    sha256: a.sha256,
    flags: a.flags.map((code) => ({ code, message: t(lang, `enums.agreementFlag.${code}`) })),
    clauses: a.clauses,
    acceptances: own.map((row) => ({ userId: row.userId, at: row.acceptedAt.toISOString() })),
    awaiting: parties.filter((id) => !own.some((row) => row.userId === id)),
    latest: a.version === latest,
    stampCertificateNumber: a.stampCertificateNumber,
    createdBy: a.createdBy,
    createdAt: a.createdAt.toISOString(),
    pdfUrl: `${base}.pdf`,
    certificateUrl: `${base}/certificate.pdf`,
  };
}

async function listOf(
  db: Db,
  t: TenancyRow,
  tenants: readonly TenantRow[],
  lang: UiLanguage,
): Promise<AgreementList> {
  const versions = await repo.agreementsOf(db, t.id);
  const acceptances = await repo.acceptancesOf(
    db,
    versions.map((a) => a.id),
  );
  const parties = partiesOf(t, tenants);
  const latest = versions[0]?.version ?? 0;
  const listing = await documentListing(db, t);
  return {
    items: versions.map((a) => present(a, latest, parties, acceptances, lang)),
    stampDuty: stampDutyOf(listing.state),
  };
}

/**
 * Drafts a new version from the tenancy's terms and the owner's clauses: the PDF is made and
 * stored once, and its SHA-256 is what the parties accept. Earlier acceptances stay with their
 * version; only the newest can be accepted.
 */
export async function draftAgreement(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  tenancyId: number,
  input: DraftAgreement,
  lang: UiLanguage,
): Promise<AgreementList> {
  const now = ctx.now();
  let storageKey: string | null = null;
  try {
    const { list, announce } = await ctx.database.db.transaction(async (tx) => {
      const { t, tenants, role } = await forParty(tx, user, tenancyId);
      if (role !== 'OWNER') throw wrongSide(role);
      if (!isOpen(t)) throw conflict(API_ERRORS.agreementNotNow);
      const versions = await repo.agreementsOf(tx, t.id);
      if (versions.length >= MAX_AGREEMENT_VERSIONS) {
        throw conflict(fill(API_ERRORS.agreementTooManyVersions, { max: MAX_AGREEMENT_VERSIONS }));
      }
      const version = (versions[0]?.version ?? 0) + 1;
      const clauses = {
        lockInBinds: input.lockInBinds,
        ownerNoticeDays: input.ownerNoticeDays ?? t.noticeDays,
        flatDeduction: input.flatDeduction ?? null,
        extraClauses: input.extraClauses,
      };
      const flags = agreementFlags(t, clauses);
      const document: AgreementDocument = {
        version,
        lang: input.lang,
        draftedAt: now,
        listing: await documentListing(tx, t),
        terms: t,
        clauses,
        flags,
        parties: await documentParties(tx, t, tenants),
      };
      const bytes = await renderPdf(agreementDefinition(document));
      storageKey = await ctx.privateFiles.put(FOLDER, bytes, 'pdf');
      await repo.insertAgreement(tx, {
        tenancyId: t.id,
        version,
        lang: input.lang,
        clauses,
        flags,
        storageKey,
        sha256: sha256Of(bytes),
        createdBy: user.id,
        createdAt: now,
      });
      await repo.addEvent(tx, t.id, 'AGREEMENT_DRAFTED', user.id, now);
      const { name } = await wordsOf(tx, t, user.id);
      const announce = await tellParties(ports, tx, {
        tenancy: t,
        tenants: tenants.filter((row) => row.answer !== 'DECLINED'),
        from: user.id,
        title: phrase('emails.agreementTitle', { title: document.listing.title }),
        body: phrase('emails.agreementDraftedBody', { name, version }),
        key: `agreement:${version}`,
      });
      return { list: await listOf(tx, t, tenants, lang), announce };
    });
    announce();
    return list;
  } catch (err) {
    if (storageKey) await ctx.privateFiles.delete(storageKey);
    throw err;
  }
}

export async function listAgreement(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  tenancyId: number,
  lang: UiLanguage,
): Promise<AgreementList> {
  const t = await readableTenancy(ctx, ports, user, tenancyId);
  const tenants = await repo.tenantsOf(ctx.database.db, [t.id]);
  return listOf(ctx.database.db, t, tenants, lang);
}

/** A version readable by the caller (a party or an admin), with its tenancy; 404 otherwise. */
async function readableVersion(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  tenancyId: number,
  n: number,
) {
  const t = await readableTenancy(ctx, ports, user, tenancyId);
  const versions = await repo.agreementsOf(ctx.database.db, t.id);
  const a = versions.find((row) => row.version === n);
  if (!a) throw notFound(VERSION_NOT_FOUND);
  return { t, a, latest: versions[0]!.version };
}

/** The version's document, byte for byte as drafted: its SHA-256 is the version's `sha256`. */
export async function streamAgreementPdf(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  tenancyId: number,
  version: number,
  res: Response,
): Promise<void> {
  const { a } = await readableVersion(ctx, ports, user, tenancyId, version);
  const stream = await ctx.privateFiles.open(a.storageKey);
  if (!stream) throw notFound(VERSION_NOT_FOUND);
  await sendPrivate(res, stream, 'application/pdf', `agreement-${tenancyId}-v${version}.pdf`);
}

/** The certificate of acceptance of a version as it stands: made when asked for. */
export async function streamCertificate(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  tenancyId: number,
  version: number,
  res: Response,
): Promise<void> {
  const { db } = ctx.database;
  const { t, a } = await readableVersion(ctx, ports, user, tenancyId, version);
  const tenants = await repo.tenantsOf(db, [t.id]);
  const [parties, acceptances, listing] = await Promise.all([
    documentParties(db, t, tenants),
    repo.acceptancesOf(db, [a.id]),
    documentListing(db, t),
  ]);
  const lines = parties.map((p) => {
    const row = acceptances.find((r) => r.userId === p.userId);
    return { ...p, acceptedAt: row?.acceptedAt ?? null, ip: row?.ip ?? null };
  });
  const bytes = await renderPdf(
    certificateDefinition(
      { version: a.version, lang: a.lang, listing, flags: a.flags },
      a.sha256,
      lines,
      a.stampCertificateNumber,
    ),
  );
  await sendPrivate(
    res,
    bytes,
    'application/pdf',
    `agreement-${tenancyId}-v${version}-certificate.pdf`,
  );
}

/** Why a party cannot accept this version now, if they cannot. */
async function acceptable(
  db: Db,
  t: TenancyRow,
  a: AgreementRow,
  latest: number,
  userId: number,
): Promise<void> {
  if (!isOpen(t)) throw conflict(API_ERRORS.agreementNotNow);
  if (a.version !== latest) throw conflict(fill(API_ERRORS.agreementNotLatest, { latest }));
  const accepted = await repo.acceptancesOf(db, [a.id]);
  if (accepted.some((row) => row.userId === userId))
    throw conflict(API_ERRORS.agreementAlreadyAccepted);
}

/** Sends the caller a code that accepts this version (the newest) of the agreement. */
export async function sendAgreementCode(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  tenancyId: number,
  version: number,
): Promise<SignCodeSent> {
  const { db } = ctx.database;
  const { t, a, latest } = await readableVersion(ctx, ports, user, tenancyId, version);
  const tenants = await repo.tenantsOf(db, [t.id]);
  if (!partiesOf(t, tenants).includes(user.id)) throw notFound(API_ERRORS.tenancyNotFound);
  await acceptable(db, t, a, latest, user.id);
  const listing = await documentListing(db, t);
  return sendCode(ctx, user.id, purposeOf(a), {
    sms: 'emails.agreementCodeSms',
    subject: 'emails.agreementCodeSubject',
    line: 'emails.agreementCodeLine',
    values: { version: a.version, title: listing.title },
  });
}

/** Accepts the newest version with the caller's code; the others are told. */
export async function acceptAgreement(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  tenancyId: number,
  version: number,
  code: string,
  ip: string | undefined,
  lang: UiLanguage,
): Promise<AgreementList> {
  const now = ctx.now();
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const { t, tenants } = await forParty(tx, user, tenancyId);
    const parties = partiesOf(t, tenants);
    if (!parties.includes(user.id)) throw notFound(API_ERRORS.tenancyNotFound);
    const versions = await repo.agreementsOf(tx, t.id);
    const a = versions.find((row) => row.version === version);
    if (!a) throw notFound(VERSION_NOT_FOUND);
    await acceptable(tx, t, a, versions[0]!.version, user.id);
    const check = await checkCode(ctx, tx, user.id, purposeOf(a), code, (other) =>
      other.startsWith(`agreement:${t.id}:`),
    );
    if (check !== 'ok') return { check } as const;
    await repo.insertAcceptance(tx, {
      agreementId: a.id,
      userId: user.id,
      ip: ip ?? null,
      acceptedAt: now,
    });
    await repo.addEvent(tx, t.id, 'AGREEMENT_ACCEPTED', user.id, now);
    const accepted = new Set((await repo.acceptancesOf(tx, [a.id])).map((row) => row.userId));
    const settled = parties.every((id) => accepted.has(id));
    const words = await wordsOf(tx, t, user.id);
    const announce = await tellParties(ports, tx, {
      tenancy: t,
      tenants: tenants.filter((row) => row.answer !== 'DECLINED'),
      from: settled ? 0 : user.id,
      title: phrase('emails.agreementTitle', { title: words.title }),
      body: settled
        ? phrase('emails.agreementSettledBody', { version })
        : phrase('emails.agreementAcceptedBody', { name: words.name, version }),
      key: `agreement:${version}:${settled ? 'settled' : user.id}`,
    });
    return { check, list: await listOf(tx, t, tenants, lang), announce } as const;
  });
  if (outcome.check !== 'ok') throw codeRefusal(outcome.check, API_ERRORS.agreementCodeStale);
  outcome.announce();
  return outcome.list;
}

/** Records the e-stamp certificate number a party bought for a version (shown on its certificate). */
export async function recordStamp(
  ctx: AppContext,
  user: AuthUser,
  tenancyId: number,
  version: number,
  certificateNumber: string,
  lang: UiLanguage,
): Promise<AgreementList> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const { t, tenants } = await forParty(tx, user, tenancyId);
    const a = (await repo.agreementsOf(tx, t.id)).find((row) => row.version === version);
    if (!a) throw notFound(VERSION_NOT_FOUND);
    await repo.stampAgreement(tx, a.id, certificateNumber);
    await repo.addEvent(tx, t.id, 'AGREEMENT_STAMPED', user.id, now);
    return listOf(tx, t, tenants, lang);
  });
}
