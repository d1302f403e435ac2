import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { AuthFrame, textLinkClass } from '../components/auth-frame';
import { RequestTokenForm } from '../components/request-token-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { emailFromState } from '../utils/sign-in-state';

/** Password reset in two steps: the e-mail, then the mailed token with a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [step, setStep] = useState<1 | 2>(1);

  return (
    <AuthFrame
      title={t('forgotPassword.title')}
      subtitle={step === 1 ? t('forgotPassword.step1') : t('forgotPassword.step2')}
      footer={
        <>
          <p>
            <Trans
              t={t}
              i18nKey="forgotPassword.needHelp"
              components={{ a: <Link to={paths.contact} className={textLinkClass} /> }}
            />
          </p>
          <Link to={paths.signIn} className={`inline-flex min-h-11 items-center ${textLinkClass}`}>
            {t('forgotPassword.backToSignIn')}
          </Link>
          <Link to={paths.home} className={`inline-flex min-h-11 items-center ${textLinkClass}`}>
            {t('common.backToHome')}
          </Link>
        </>
      }
    >
      <Seo title={t('forgotPassword.title')} description={t('forgotPassword.seoDescription')} />
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
