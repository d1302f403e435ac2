/**
 * Push is offered only after something that makes it worth having (the first message sent, the
 * first search saved), never on page load. The features announce the moment here; the prompt,
 * loaded with the signed-in controls, decides whether to ask.
 */
export type PushReason = 'message' | 'search';

const listeners = new Set<(reason: PushReason) => void>();

export function offerPush(reason: PushReason): void {
  for (const listener of listeners) listener(reason);
}

export function onPushOffer(listener: (reason: PushReason) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
