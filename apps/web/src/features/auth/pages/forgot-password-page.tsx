import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { AuthFrame, textLinkClass } from '../components/auth-frame';
import { RequestTokenForm } from '../components/request-token-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { emailFromState } from '../utils/sign-in-state';

/** Password reset in two steps: the e-mail, then the mailed token with a new password. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [step, setStep] = useState<1 | 2>(1);

  return (
    <AuthFrame
      title="Forgot Password"
      subtitle={
        step === 1 ? 'Step 1 of 2: get a verification token' : 'Step 2 of 2: choose a new password'
      }
      footer={
        <>
          <p>
            Need help?{' '}
            <Link to={paths.contact} className={textLinkClass}>
              Contact us
            </Link>
          </p>
          <Link to={paths.signIn} className={`inline-flex min-h-11 items-center ${textLinkClass}`}>
            Back to Sign In
          </Link>
          <Link to={paths.home} className={`inline-flex min-h-11 items-center ${textLinkClass}`}>
            Back to Home
          </Link>
        </>
      }
    >
      <Seo
        title="Forgot Password"
        description="Reset your RoomSetu password with a verification code sent to your e-mail."
      />
      {step === 1 ? (
        <RequestTokenForm
          defaultEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep(2);
          }}
        />
      ) : (
        <ResetPasswordForm email={email} onChangeEmail={() => setStep(1)} />
      )}
    </AuthFrame>
  );
}
