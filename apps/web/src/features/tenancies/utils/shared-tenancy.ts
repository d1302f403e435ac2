import type { TenancySummary } from '@roomsetu/shared';
import { paths, withQuery } from '@/config/paths';

/** The URL parameter of the Tenancies tab naming the open tenancy (notifications link to it). */
export const OPEN_TENANCY_PARAM = 'tenancy';

/** /profile?tab=tenancies&tenancy=<id>: one tenancy opened in the profile's Tenancies tab. */
export const tenancyPath = (id: number) =>
  withQuery(paths.profile, { tab: 'tenancies', [OPEN_TENANCY_PARAM]: id });

const newestFirst = (a: TenancySummary, b: TenancySummary) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The caller's tenancy with `otherId` on either side: the newest one not called off, else the
 * newest of those called off; null when they share none.
 */
export function sharedTenancy(
  tenancies: readonly TenancySummary[],
  otherId: number,
): TenancySummary | null {
  const shared = tenancies
    .filter((t) => t.owner.id === otherId || t.tenants.some((tenant) => tenant.id === otherId))
    .sort(newestFirst);
  return shared.find((t) => t.status !== 'CANCELLED') ?? shared[0] ?? null;
}
