import { REDIRECT_AFTER_VERIFY_MS } from '@roomsetu/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { AuthFrame, textLinkClass } from '../components/auth-frame';
import { SignUpWizard } from '../components/sign-up/sign-up-wizard';
import { StepIndicator } from '../components/sign-up/step-indicator';
import { VerifyEmailForm } from '../components/verify-email-form';
import { useLater } from '../hooks/use-later';
import type { SignInState } from '../utils/sign-in-state';

/** Sign-up: the 4-step wizard, then step 5, the e-mail verification. */
export function SignUpPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const navigate = useNavigate();
  const later = useLater();

  const toSignIn = (email: string) => {
    const state: SignInState = { email };
    later(() => void navigate(paths.signIn, { state }), REDIRECT_AFTER_VERIFY_MS);
  };

  return (
    <AuthFrame
      size="lg"
      title="Sign Up"
      subtitle="Create your free RoomSetu account to find rooms and roommates or list your property."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.signIn} className={textLinkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <Seo
        title="Sign Up"
        description="Create a free RoomSetu account to find rooms and roommates or list your property."
      />
      {registeredEmail === null ? (
        <SignUpWizard onRegistered={setRegisteredEmail} />
      ) : (
        <>
          <StepIndicator current={5} />
          <div className="mt-8">
            <VerifyEmailForm email={registeredEmail} onVerified={() => toSignIn(registeredEmail)} />
          </div>
        </>
      )}
    </AuthFrame>
  );
}
