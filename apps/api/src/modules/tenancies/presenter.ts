import {
  getCity,
  indiaDay,
  refundDueOn,
  type TenancyDeposit,
  type TenancyDetail,
  type TenancyPerson,
  type TenancyRole,
  type TenancySummary,
} from '@roomsetu/shared';
import type {
  DeductionRow,
  DepositRow,
  EventRow,
  ListingRow,
  PersonRow,
  TenancyRow,
  TenantRow,
} from './repository';

/** The address in full, as a letter is addressed: the parties are letting and renting the place. */
export const fullAddress = (l: Pick<ListingRow, 'addressLine1' | 'area' | 'city' | 'postalCode'>) =>
  [l.addressLine1, l.area, getCity(l.city)?.label ?? l.city, l.postalCode]
    .filter(Boolean)
    .join(', ');

const person = (p: PersonRow | undefined, id: number): TenancyPerson => ({
  id,
  firstName: p?.firstName ?? '',
  lastName: p?.lastName ?? '',
  avatar: p?.avatar ?? null,
});

export function presentTenancy(
  t: TenancyRow,
  role: TenancyRole | null,
  tenants: readonly TenantRow[],
  people: ReadonlyMap<number, PersonRow>,
  listing: ListingRow,
): TenancySummary {
  return {
    id: t.id,
    status: t.status,
    role,
    property: {
      id: listing.id,
      title: listing.title,
      address: fullAddress(listing),
      city: listing.city,
    },
    owner: person(people.get(t.ownerId), t.ownerId),
    tenants: tenants.map((row) => ({
      ...person(people.get(row.userId), row.userId),
      answer: row.answer,
      answeredAt: row.answeredAt?.toISOString() ?? null,
    })),
    terms: {
      rentMonthly: t.rentMonthly,
      depositAmount: t.depositAmount,
      startDate: t.startDate,
      termMonths: t.termMonths,
      lockInMonths: t.lockInMonths,
      noticeDays: t.noticeDays,
      rentDueDay: t.rentDueDay,
      includes: t.includes,
    },
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function presentDetail(summary: TenancySummary, events: readonly EventRow[]): TenancyDetail {
  return {
    ...summary,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      actorId: e.actorId,
      at: e.at.toISOString(),
    })),
  };
}

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export function presentDeposit(
  t: TenancyRow,
  deposit: DepositRow | null,
  deductions: readonly DeductionRow[],
): TenancyDeposit {
  return {
    amount: t.depositAmount,
    receivedAt: iso(deposit?.receivedAt),
    confirmedAt: iso(deposit?.confirmedAt),
    deductions: deductions.map((d) => ({
      id: d.id,
      amount: d.amount,
      reason: d.reason,
      status: d.status,
      note: d.note,
      reportItemId: d.reportItemId,
      invoice:
        d.invoiceKey && d.invoiceSha256
          ? {
              url: `/api/tenancies/${t.id}/deposit/deductions/${d.id}/invoice`,
              sha256: d.invoiceSha256,
            }
          : null,
      createdAt: d.createdAt.toISOString(),
      answeredAt: iso(d.answeredAt),
    })),
    deductedTotal: deductions.reduce((sum, d) => sum + d.amount, 0),
    refund: {
      dueOn: t.endedAt ? refundDueOn(indiaDay(t.endedAt)) : null,
      amount: deposit?.refundAmount ?? null,
      paidAt: iso(deposit?.refundPaidAt),
      confirmedAt: iso(deposit?.refundConfirmedAt),
    },
  };
}
