/** What sign-up and forgot-password hand to /sign-in: the e-mail to fill in. */
export interface SignInState {
  email: string;
}

export function emailFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' ? email : '';
}
