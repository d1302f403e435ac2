import type { AgreementList, AgreementVersion, TenancyDetail } from '@roomsetu/shared';
import { ASHA, KABIR, MEERA, NEHA, tenancy } from './fixtures';

/** 10:00 IST on Monday 23 November 2026. */
export const DRAFTED_AT = '2026-11-23T04:30:00.000Z';
/** 15:30 IST on Tuesday 24 November 2026. */
export const ACCEPTED_AT = '2026-11-24T10:00:00.000Z';

export const SHA_V1 = 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabb01';
export const SHA_V2 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

export const RAJASTHAN: AgreementList['stampDuty'] = {
  state: 'Rajasthan',
  eStampUrl: 'https://egras.raj.nic.in/',
  eRegistrationUrl: null,
};

export const MAHARASHTRA: AgreementList['stampDuty'] = {
  state: 'Maharashtra',
  eStampUrl: 'https://gras.mahakosh.gov.in/',
  eRegistrationUrl: 'https://igrmaharashtra.gov.in/',
};

/**
 * Version `version` of tenancy 1 as the API presents it: Meera's room, awaited from Meera, Asha
 * and Kabir, accepted by nobody yet.
 */
export function agreementVersion(
  version: number,
  over: Partial<AgreementVersion> = {},
): AgreementVersion {
  const base = `/api/tenancies/1/agreement/${version}`;
  return {
    version,
    lang: 'en',
    sha256: version === 1 ? SHA_V1 : SHA_V2,
    flags: [],
    clauses: { lockInBinds: 'BOTH', ownerNoticeDays: 30, flatDeduction: null, extraClauses: [] },
    acceptances: [],
    awaiting: [MEERA.id, ASHA.id, KABIR.id],
    latest: true,
    stampCertificateNumber: null,
    createdBy: MEERA.id,
    createdAt: DRAFTED_AT,
    pdfUrl: `${base}.pdf`,
    certificateUrl: `${base}/certificate.pdf`,
    ...over,
  };
}

export function agreementList(
  items: AgreementVersion[],
  stampDuty: AgreementList['stampDuty'] = RAJASTHAN,
): AgreementList {
  return { items, stampDuty };
}

/** Asha's own flat, offered to Kabir (accepted) and Neha (not yet): Asha drafts the agreement. */
export function ownedTenancy(over: Partial<TenancyDetail> = {}): TenancyDetail {
  return tenancy(1, {
    role: 'OWNER',
    owner: ASHA,
    tenants: [
      { ...KABIR, answer: 'ACCEPTED', answeredAt: DRAFTED_AT },
      { ...NEHA, answer: 'INVITED', answeredAt: null },
    ],
    ...over,
  });
}

/** The terms of the fixture's tenancy with some changed. */
export const withTerms = (detail: TenancyDetail, terms: Partial<TenancyDetail['terms']>) => ({
  ...detail,
  terms: { ...detail.terms, ...terms },
});
