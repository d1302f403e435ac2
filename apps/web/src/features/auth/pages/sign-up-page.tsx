import { REDIRECT_AFTER_VERIFY_MS } from '@roomsetu/shared';
import { lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { Seo } from '@/lib/seo';
import { AuthFrame, textLinkClass } from '../components/auth-frame';
import { SignUpWizard } from '../components/sign-up/sign-up-wizard';
import { StepIndicator } from '../components/sign-up/step-indicator';
import { useLater } from '../hooks/use-later';
import type { SignInState } from '../utils/sign-in-state';

// Step 5 is drawn only after the account exists: its form loads then, not with the wizard.
const VerifyEmailForm = lazy(async () => ({
  default: (await import('../components/verify-email-form')).VerifyEmailForm,
}));

/** Sign-up: the 4-step wizard, then step 5, the e-mail verification. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
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
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <p>
          <Trans
            t={t}
            i18nKey="signUp.haveAccount"
            components={{ a: <Link to={paths.signIn} className={textLinkClass} /> }}
          />
        </p>
      }
    >
      <Seo title={t('signUp.title')} description={t('signUp.seoDescription')} />
      {registeredEmail === null ? (
        <SignUpWizard onRegistered={setRegisteredEmail} />
      ) : (
        <>
          <StepIndicator current={5} />
          <div className="mt-8">
            <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
              <VerifyEmailForm
                email={registeredEmail}
                onVerified={() => toSignIn(registeredEmail)}
              />
            </Suspense>
          </div>
        </>
      )}
    </AuthFrame>
  );
}
