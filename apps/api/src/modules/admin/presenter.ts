import { formatDate } from '@roomsetu/shared';
import {
  verificationBadge,
  getCity,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  ROLES,
  type PropertyStatus,
  type Role,
} from '@roomsetu/shared';
import type { contactMessages } from '../../db/schema';
import type { AdminListingRecord, AdminUserRecord, dashboardFigures } from './repository';

/** Admins see the phone (their console); hashes and tokens are never selected at all. */
export function presentAdminUser(u: AdminUserRecord) {
  const status = u.isEmailVerified ? 'verified' : 'pending';
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    role: u.role,
    status,
    // The same words as the dashboard's verification breakdown.
    statusLabel: verificationBadge(u),
    isEmailVerified: u.isEmailVerified,
    isPhoneVerified: u.isPhoneVerified,
    propertiesCount: Number(u.propertiesCount),
    createdAt: u.createdAt.toISOString(),
  } as const;
}

/** 'area, City label'; the address line stands in when a listing has no area. */
export function listingLocation(r: Pick<AdminListingRecord, 'area' | 'addressLine1' | 'city'>) {
  const place = r.area?.trim() || r.addressLine1.trim();
  const city = getCity(r.city)?.label ?? r.city;
  return place ? `${place}, ${city}` : city;
}

const landlordName = (r: AdminListingRecord) => `${r.ownerFirstName} ${r.ownerLastName}`.trim();

export function presentAdminListing(r: AdminListingRecord, image: string | null) {
  return {
    id: r.id,
    title: r.title,
    location: listingLocation(r),
    city: r.city,
    image,
    tags: r.features,
    beds: r.bedrooms,
    type: r.propertyType,
    landlord: { id: r.ownerId, name: landlordName(r), verified: r.ownerVerified },
    rent: r.rent,
    status: r.status,
    reviewReason: r.reviewReason ?? null,
    verified: r.verified,
    featured: r.featured,
    views: r.views,
    inquiries: r.inquiries,
    addedOn: r.createdAt.toISOString(),
  };
}

/** One listings.csv record, in ADMIN_LISTINGS_CSV_COLUMNS order. */
export function listingCsvValues(r: AdminListingRecord): (string | number)[] {
  return [
    r.id,
    r.title,
    listingLocation(r),
    r.bedrooms,
    PROPERTY_TYPE_LABELS[r.propertyType],
    landlordName(r),
    r.verified ? 'Yes' : 'No',
    r.rent,
    PROPERTY_STATUS_LABELS[r.status],
    r.views,
    r.inquiries,
    formatDate(r.createdAt),
  ];
}

export function presentContactMessage(m: typeof contactMessages.$inferSelect) {
  return {
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    subject: m.subject,
    message: m.message,
    type: m.type,
    status: m.status,
    category: m.category,
    priority: m.priority,
    userId: m.userId,
    conversationId: m.conversationId,
    createdAt: m.createdAt.toISOString(),
  };
}

type Figures = Awaited<ReturnType<typeof dashboardFigures>>;
type ListedStatus = Exclude<PropertyStatus, 'DELETED'>;

export function presentDashboard(f: Figures, at: Date) {
  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  for (const { role, n } of f.userRoles) byRole[role] = Number(n);
  const byStatus = Object.fromEntries(
    PROPERTY_STATUSES.filter((s) => s !== 'DELETED').map((s) => [s, 0]),
  ) as Record<ListedStatus, number>;
  for (const { status, n } of f.listingStatuses) {
    if (status !== 'DELETED') byStatus[status] = Number(n);
  }
  const totalUsers = Number(f.userTotals.total);
  const verified = Number(f.userTotals.verified);
  const emailVerified = Number(f.userTotals.emailVerified);
  return {
    users: {
      total: totalUsers,
      byRole,
      byVerification: {
        verified,
        emailVerified,
        notVerified: totalUsers - verified - emailVerified,
      },
      newLast7Days: Number(f.userTotals.newSince),
    },
    listings: {
      total: Number(f.listingTotals.total),
      byStatus,
      newLast7Days: Number(f.listingTotals.newSince),
    },
    conversations: f.conversations,
    messages: f.messages,
    openContactMessages: Number(f.contact.contact),
    openReports: Number(f.contact.report),
    generatedAt: at.toISOString(),
  };
}
