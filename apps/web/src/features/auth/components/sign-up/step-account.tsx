import { useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CheckboxField, TextField } from '@/components/ui/form-fields';
import { NewTabLink } from '../new-tab-link';
import { PasswordField } from '../password-field';
import type { SignUpFormValues } from '../../utils/sign-up-form';

/** Step 1: who you are and how you sign in. */
export function StepAccount() {
  const { t } = useTranslation('auth');
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('account.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('account.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('common.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('account.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('account.phoneHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        className="sm:col-span-2"
        label={t('common.password')}
        autoComplete="new-password"
        hint={t('common.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        className="sm:col-span-2"
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <CheckboxField className="sm:col-span-2" error={errors.terms?.message} {...register('terms')}>
        <Trans
          t={t}
          i18nKey="account.terms"
          components={{
            terms: <NewTabLink href={paths.termsOfService} />,
            privacy: <NewTabLink href={paths.privacyPolicy} />,
          }}
        />
      </CheckboxField>
    </div>
  );
}
