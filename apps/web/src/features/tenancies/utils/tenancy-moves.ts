import {
  canTakeTenancyAction,
  mayTakeTenancyAction,
  type TenancyDetail,
  type TenancySummary,
} from '@roomsetu/shared';
import type { TenancyMove } from '../api/tenancy-moves';

export const TENANCY_BUTTON_MOVES: readonly TenancyMove[] = [
  'accept',
  'decline',
  'cancel',
  'notice',
  'end',
];

/** The moves that cannot be taken back ask first. */
export type ConfirmedMove = Exclude<TenancyMove, 'accept'>;
export const needsConfirmation = (move: TenancyMove): move is ConfirmedMove => move !== 'accept';

/** The caller's own answer, when they are one of the tenants. */
export const ownAnswer = (tenancy: TenancySummary, selfId: number | undefined) =>
  tenancy.tenants.find((tenant) => tenant.id === selfId)?.answer ?? null;

/**
 * The moves this party may make now: the shared table decides by state and side, and a tenant
 * answers the invitation only once.
 */
export function movesFor(tenancy: TenancyDetail, selfId: number | undefined): TenancyMove[] {
  const { role, status } = tenancy;
  if (!role) return [];
  const answer = ownAnswer(tenancy, selfId);
  return TENANCY_BUTTON_MOVES.filter(
    (move) =>
      canTakeTenancyAction(move, status) &&
      mayTakeTenancyAction(move, role) &&
      (move === 'accept' || move === 'decline' ? answer === 'INVITED' : true),
  );
}
