import type {
  ConversationSummary,
  ReportItem,
  TenancyDeduction,
  TenancyDeposit,
  TenancyDetail,
  TenancyPerson,
  TenancyReport,
} from '@roomsetu/shared';

export const MEERA: TenancyPerson = { id: 2, firstName: 'Meera', lastName: 'Shah', avatar: null };
/** The signed-in user of the tests (src/test/render-app.tsx, testUser). */
export const ASHA: TenancyPerson = { id: 7, firstName: 'Asha', lastName: 'Verma', avatar: null };
export const KABIR: TenancyPerson = { id: 1, firstName: 'Kabir', lastName: 'Rao', avatar: null };
export const NEHA: TenancyPerson = { id: 3, firstName: 'Neha', lastName: 'Gupta', avatar: null };

/** 10:00 IST on Friday 20 November 2026. */
export const CREATED_AT = '2026-11-20T04:30:00.000Z';

/** Meera's room offered to Asha and Kabir; Kabir has accepted, Asha not yet. */
export function tenancy(id: number, over: Partial<TenancyDetail> = {}): TenancyDetail {
  return {
    id,
    status: 'INVITED',
    role: 'TENANT',
    property: {
      id: 9,
      title: 'Sunny room',
      address: '12 Civil Lines, Jaipur, 302006',
      city: 'jaipur',
    },
    owner: MEERA,
    tenants: [
      { ...ASHA, answer: 'INVITED', answeredAt: null },
      { ...KABIR, answer: 'ACCEPTED', answeredAt: '2026-11-21T10:00:00.000Z' },
    ],
    terms: {
      rentMonthly: 15_000,
      depositAmount: 30_000,
      startDate: '2026-12-01',
      termMonths: 11,
      lockInMonths: 3,
      noticeDays: 30,
      rentDueDay: 5,
      includes: ['WATER', 'INTERNET'],
    },
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    events: [
      { id: 1, type: 'CREATED', actorId: MEERA.id, at: CREATED_AT },
      { id: 2, type: 'INVITED', actorId: MEERA.id, at: CREATED_AT },
      { id: 3, type: 'ACCEPTED', actorId: KABIR.id, at: '2026-11-21T10:00:00.000Z' },
    ],
    ...over,
  };
}

/** A conversation between the signed-in user (7) and `other`. */
export function conversation(id: number, other: TenancyPerson): ConversationSummary {
  const participant = (person: TenancyPerson) => ({
    userId: person.id,
    user: {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: null,
      role: 'TENANT' as const,
      avatar: null,
      roomPreference: null,
      profile: { city: null },
    },
    lastReadAt: null,
  });
  return {
    id,
    participants: [participant(ASHA), participant(other)],
    sharedPhone: null,
    phoneShared: false,
    lastMessage: null,
    unread: false,
    propertyId: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  };
}

/** The ledger of the fixture's ₹30,000 deposit, nothing recorded yet. */
export function deposit(over: Partial<TenancyDeposit> = {}): TenancyDeposit {
  return {
    amount: 30_000,
    receivedAt: null,
    confirmedAt: null,
    deductions: [],
    deductedTotal: 0,
    refund: { dueOn: null, amount: null, paidAt: null, confirmedAt: null },
    ...over,
  };
}

/** 10:00 IST on Tuesday 1 December 2026: the deposit received, a report started. */
export const MOVED_IN_AT = '2026-12-01T04:30:00.000Z';

export function deduction(id: number, over: Partial<TenancyDeduction> = {}): TenancyDeduction {
  return {
    id,
    amount: 2_500,
    reason: 'Broken geyser knob',
    status: 'OPEN',
    note: null,
    reportItemId: null,
    invoice: null,
    createdAt: MOVED_IN_AT,
    answeredAt: null,
    ...over,
  };
}

/** An item of report `reportId` with `photoIds` as its photos. */
export function reportItem(
  reportId: number,
  id: number,
  over: Partial<Omit<ReportItem, 'photos'>> = {},
  photoIds: readonly number[] = [],
): ReportItem {
  return {
    id,
    room: 'Bedroom 1',
    item: 'Wardrobe',
    condition: 'GOOD',
    note: null,
    addedBy: MEERA.id,
    addedAt: MOVED_IN_AT,
    photos: photoIds.map((photoId) => ({
      id: photoId,
      sha256: photoId.toString(16).padStart(64, '0'),
      uploadedAt: MOVED_IN_AT,
      url: `/api/tenancy-reports/${reportId}/photos/${photoId}`,
    })),
    ...over,
  };
}

/** A report of tenancy 1 started by Meera, its signers Meera and the signed-in Asha. */
export function report(id: number, over: Partial<TenancyReport> = {}): TenancyReport {
  return {
    id,
    tenancyId: 1,
    kind: 'MOVE_IN',
    createdBy: MEERA.id,
    createdAt: MOVED_IN_AT,
    items: [],
    signatures: [],
    awaiting: [MEERA.id, ASHA.id],
    sealedAt: null,
    ...over,
  };
}
