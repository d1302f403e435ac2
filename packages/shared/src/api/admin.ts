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
import type { AdminUserStatus, JobState } from '../schemas/admin';
import type { IsoDateTime } from './envelope';

/** GET /api/admin/users (paginated). Admins see the phone: the console is theirs. */
export interface AdminUserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Role;
  /** 'verified' once the e-mail is verified (the users filter of the same name). */
  status: AdminUserStatus;
  /** 'Verified' | 'Pending'. */
  statusLabel: string;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  /** Listings not soft-deleted, whatever their status. */
  propertiesCount: number;
  createdAt: IsoDateTime;
}

/** GET /api/admin/listings (paginated) and PATCH /api/admin/listings/:id. */
export interface AdminListingRow {
  id: number;
  title: string;
  /** 'area, City label' (the address line when there is no area). */
  location: string;
  city: City;
  /** The primary photo's card-size URL. */
  image: string | null;
  /** The listing's features (amenity names). */
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

/** GET /api/admin/contact-messages (paginated): what the contact and report forms sent. */
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
  /** The signed-in sender, if any. */
  userId: number | null;
  /** The conversation a chat report is about, if any. */
  conversationId: number | null;
  createdAt: IsoDateTime;
}

/** GET /api/admin/dashboard: live figures, counted when asked. */
export interface AdminDashboard {
  users: {
    total: number;
    byRole: Record<Role, number>;
    /** The user badge: e-mail and phone verified / e-mail only / neither. */
    byVerification: { verified: number; emailVerified: number; notVerified: number };
    newLast7Days: number;
  };
  listings: {
    /** Not soft-deleted. */
    total: number;
    byStatus: Record<Exclude<PropertyStatus, 'DELETED'>, number>;
    newLast7Days: number;
  };
  conversations: number;
  messages: number;
  /** UNREAD contact-form messages and UNREAD issue reports. */
  openContactMessages: number;
  openReports: number;
  generatedAt: IsoDateTime;
}

/** GET /api/admin/jobs (paginated): what the job queue holds, newest change first. */
export interface AdminJobRow {
  id: number;
  name: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: IsoDateTime;
  lastError: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  completedAt: IsoDateTime | null;
}
