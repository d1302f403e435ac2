import { API_ERRORS, type VisitAction, type VisitStatus } from '@roomsetu/shared';
import { fill, type ErrorMessage } from '../../lib/errors';

const CANNOT: Record<Exclude<VisitAction, 'outcome'>, string> = {
  accept: API_ERRORS.visitCannotAccept,
  decline: API_ERRORS.visitCannotDecline,
  reschedule: API_ERRORS.visitCannotReschedule,
  cancel: API_ERRORS.visitCannotCancel,
};

/**
 * Why a move of a visit is refused: visitMoveRefusal's words (the web's), with the visit's state
 * as a value so that each language writes it in its own words.
 */
export function visitMoveRefusalText(action: VisitAction, from: VisitStatus): ErrorMessage {
  if (action === 'outcome') return API_ERRORS.visitOutcomeOnlyConfirmed;
  return fill(CANNOT[action], {
    state: { ref: `enums.visitStatus.${from}`, lowerCase: true },
  });
}
