import type { Role } from '@roomsetu/shared';
import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  /** Its text in the `common` catalog. */
  label: ParseKeys<'common'>;
  /** Drawn with a crown (the Pricing link). */
  premium?: boolean;
}

const MAIN: readonly NavItem[] = [
  { to: paths.findRooms, label: 'nav.findRooms' },
  { to: paths.findRoommates, label: 'nav.findRoommates' },
  { to: paths.aboutUs, label: 'nav.aboutUs' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.pricing, label: 'nav.pricing', premium: true },
];

const ADMIN: NavItem = { to: paths.admin, label: 'nav.admin' };

/** The header's links for the current user: Admin only for role ADMIN. */
export function navItemsFor(role: Role | undefined): readonly NavItem[] {
  return role === 'ADMIN' ? [...MAIN, ADMIN] : MAIN;
}
