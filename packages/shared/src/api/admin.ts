import type { City } from '../cities';
import type {
  ContactType,
  MessageCategory,
  MessagePriority,
  MessageStatus,
  PropertyStatus,
  PropertyType,
  Role,
} from '../enums';
import type { AdminUserStatus } from '../schemas/admin';
import type { IsoDateTime } from './envelope';

/** GET /api/admin/users (paginated). */
export interface AdminUserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Role;
  status: AdminUserStatus;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  propertiesCount: number;
  createdAt: IsoDateTime;
}

/** GET /api/admin/listings (paginated); the columns of listings.csv and the listings table. */
export interface AdminListingRow {
  id: number;
  title: string;
  /** 'line1, City'. */
  location: string;
  city: City;
  image: string | null;
  tags: string[];
  beds: number;
  type: PropertyType;
  landlord: { id: number; name: string; verified: boolean };
  rent: number;
  status: PropertyStatus;
  verified: boolean;
  featured: boolean;
  views: number;
  inquiries: number;
  addedOn: IsoDateTime;
}

/** GET /api/admin/messages (paginated): what the contact and report forms sent. */
export interface ContactMessageRow {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string;
  subject: string | null;
  message: string;
  type: ContactType;
  status: MessageStatus;
  category: MessageCategory;
  priority: MessagePriority;
  createdAt: IsoDateTime;
}

/** GET /api/admin/dashboard: live figures and the latest rows of each table. */
export interface AdminDashboard {
  stats: {
    totalUsers: number;
    verifiedUsers: number;
    totalListings: number;
    activeListings: number;
    pendingListings: number;
    totalMessages: number;
    unreadMessages: number;
    newUsersLast30Days: number;
  };
  recentUsers: AdminUserRow[];
  recentListings: AdminListingRow[];
  recentMessages: ContactMessageRow[];
}
