import type { Role } from '@roomsetu/shared';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  label: string;
  /** Drawn with a crown (the Pricing link). */
  premium?: boolean;
}

const MAIN: readonly NavItem[] = [
  { to: paths.findRooms, label: 'Find Rooms' },
  { to: paths.findRoommates, label: 'Find Roommates' },
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.pricing, label: 'Pricing', premium: true },
];

const ADMIN: NavItem = { to: paths.admin, label: 'Admin' };

/** The header's links for the current user: Admin only for role ADMIN. */
export function navItemsFor(role: Role | undefined): readonly NavItem[] {
  return role === 'ADMIN' ? [...MAIN, ADMIN] : MAIN;
}
