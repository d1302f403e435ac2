import { REDIRECT_AFTER_VERIFY_MS } from '@roomsetu/shared';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { AuthFrame, textLinkClass } from '../components/auth-frame';
import { SignInForm } from '../components/sign-in-form';
import { VerifyEmailForm } from '../components/verify-email-form';
import { useLater } from '../hooks/use-later';
import { emailFromState } from '../utils/sign-in-state';

/** Sign-in; an unverified account can verify its e-mail here and come back to the form. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [defaultEmail] = useState(() => emailFromState(location.state));
  const [verifying, setVerifying] = useState<string | null>(null);
  const later = useLater();

  return (
    <AuthFrame
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          <p>
            <Trans
              t={t}
              i18nKey="signIn.noAccount"
              components={{ a: <Link to={paths.signUp} className={textLinkClass} /> }}
            />
          </p>
          <Link to={paths.home} className={`inline-flex min-h-11 items-center ${textLinkClass}`}>
            {t('common.backToHome')}
          </Link>
        </>
      }
    >
      <Seo title={t('signIn.title')} description={t('signIn.seoDescription')} />
      {/* Kept mounted while verifying, so the typed e-mail and password are there afterwards. */}
      <div hidden={verifying !== null}>
        <SignInForm defaultEmail={defaultEmail} onVerifyEmail={setVerifying} />
      </div>
      {verifying !== null && (
        <>
          <VerifyEmailForm
            email={verifying}
            onVerified={() => later(() => setVerifying(null), REDIRECT_AFTER_VERIFY_MS)}
          />
          <button
            type="button"
            onClick={() => setVerifying(null)}
            className={buttonClasses('ghost', 'md', 'mt-4 w-full')}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('signIn.backToSignIn')}
          </button>
        </>
      )}
    </AuthFrame>
  );
}
