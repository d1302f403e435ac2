import { useFormContext } from 'react-hook-form';
import { paths } from '@/config/paths';
import { textLinkClass } from '../auth-frame';
import { CheckboxField, TextField } from '@/components/ui/form-fields';
import { PasswordField } from '../password-field';
import type { SignUpFormValues } from '../../utils/sign-up-form';

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={textLinkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Step 1: who you are and how you sign in. */
export function StepAccount() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        className="sm:col-span-2"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        className="sm:col-span-2"
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10-digit mobile number"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        className="sm:col-span-2"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase and a lowercase letter, a number and one of !@#$%^&*"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        className="sm:col-span-2"
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <CheckboxField className="sm:col-span-2" error={errors.terms?.message} {...register('terms')}>
        I agree to the <NewTabLink href={paths.termsOfService}>Terms of Service</NewTabLink> and the{' '}
        <NewTabLink href={paths.privacyPolicy}>Privacy Policy</NewTabLink>.
      </CheckboxField>
    </div>
  );
}
