import { SIGN_CODE_LENGTH, type SignCodeSent } from '@roomsetu/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { focusOnMount } from '../utils/form-input';

const CODE_PATTERN = `[0-9]{${SIGN_CODE_LENGTH}}`;

export interface CodeEntryTexts {
  /** Where the code went (and until when it works), once one is sent; empty before. */
  status: ReactNode;
  code: string;
  submit: string;
  submitting: string;
  send: string;
  resend: string;
  sending: string;
  /** What a refusal says when the API gave no words of its own. */
  failed: string;
}

/**
 * Confirming with a code: the button sends one, the status line says where it went, and the field
 * takes its digits until they can be submitted; the button then sends a new code.
 */
export function CodeEntry({
  sent,
  texts,
  sendIcon,
  sending,
  sendError,
  onSend,
  submitting,
  submitError,
  onSubmit,
}: {
  /** The last code sent, null before one is (the field appears with it). */
  sent: SignCodeSent | null;
  texts: CodeEntryTexts;
  sendIcon?: ReactNode;
  sending: boolean;
  sendError: unknown;
  onSend: () => void;
  submitting: boolean;
  submitError: unknown;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [codeFor, setCodeFor] = useState(sent);
  // A new code (or none) empties the field: what was typed belonged to the last one.
  if (codeFor !== sent) {
    setCodeFor(sent);
    setCode('');
  }

  const messageOf = (error: unknown) =>
    error ? (error instanceof ApiError ? error.message : texts.failed) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };

  return (
    <>
      <p
        role="status"
        aria-live="polite"
        className="text-sm font-medium text-slate-900 empty:hidden"
      >
        {texts.status}
      </p>
      <FormAlert message={messageOf(sendError)} />
      {sent && (
        <form noValidate onSubmit={submit} className="space-y-3">
          <TextField
            ref={focusOnMount}
            label={texts.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={CODE_PATTERN}
            maxLength={SIGN_CODE_LENGTH}
            value={code}
            invalid={Boolean(submitError)}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <FormAlert message={messageOf(submitError)} />
          <button
            type="submit"
            disabled={submitting || code.length !== SIGN_CODE_LENGTH}
            className={buttonClasses('primary', 'md')}
          >
            {submitting ? texts.submitting : texts.submit}
          </button>
        </form>
      )}
      <button
        type="button"
        onClick={onSend}
        disabled={sending}
        className={buttonClasses(sent ? 'secondary' : 'primary', sent ? 'sm' : 'md')}
      >
        {sendIcon}
        {sending ? texts.sending : sent ? texts.resend : texts.send}
      </button>
    </>
  );
}
