import { SIGNUP_TO_VERIFY_MS } from '@roomsetu/shared';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { loadOnce } from '@/lib/load-once';
import { unavailable } from '@/lib/lazy-schema';
import { paths } from '@/config/paths';
import { useCheckDuplicate } from '../../api/check-duplicate';
import { useSignUp } from '../../api/sign-up';
import { useLater } from '../../hooks/use-later';
import {
  duplicateCheckMessage,
  duplicateField,
  errorDetails,
  errorStatus,
  signUpErrorMessage,
} from '../../utils/messages';
import {
  firstStepWithErrors,
  SIGN_UP_DEFAULTS,
  STEP_KEYS,
  WIZARD_STEPS,
  type SignUpFormValues,
  type WizardStep,
} from '../../utils/sign-up-form';
import { FormAlert } from '@/components/ui/form-fields';
import { SubmitButton } from '../submit-button';
import { StepAccount } from './step-account';
import { StepDetails } from './step-details';
import { StepIndicator } from './step-indicator';
import { StepPreference } from './step-preference';
import { StepProfile } from './step-profile';

const validation = loadOnce(() => import('../../utils/sign-up-validation'));

/** Validates only the step on screen, with its shared schema: one message per field. */
function stepResolver(step: { current: WizardStep }): Resolver<SignUpFormValues> {
  return async (values) => {
    const checks = await validation().catch(() => null);
    if (!checks) return unavailable<SignUpFormValues>();
    const errors = Object.entries(checks.validateStep(step.current, values));
    if (errors.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        errors.map(([field, message]) => [field, { type: 'validate', message }]),
      ) as FieldErrors<SignUpFormValues>,
    };
  };
}

interface SignUpWizardProps {
  /** The account exists and its code is mailed: show step 5 for this e-mail. */
  onRegistered: (email: string) => void;
}

/** Steps 1-4 of sign-up in one form, so going back keeps every answer. */
export function SignUpWizard({ onRegistered }: SignUpWizardProps) {
  const { t } = useTranslation(['auth', 'messages']);
  const [step, setStep] = useState<WizardStep>(1);
  const stepRef = useRef<WizardStep>(1);
  const [resolver] = useState(() => stepResolver(stepRef));
  const form = useForm<SignUpFormValues>({ defaultValues: SIGN_UP_DEFAULTS, resolver });
  const [formError, setFormError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const duplicate = useCheckDuplicate();
  const signUp = useSignUp();
  const later = useLater();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Moving between steps swaps the whole form: put focus on the new step's title.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (next: WizardStep) => {
    moved.current = true;
    stepRef.current = next;
    setStep(next);
    setFormError(null);
    // A fresh step starts unjudged: no 'required' while the user is still typing into it.
    form.reset(form.getValues(), { keepDefaultValues: true });
  };

  /** Server (or whole-payload) field errors: back to the first step they concern. */
  const showFieldErrors = (errors: Record<string, string>): boolean => {
    const target = firstStepWithErrors(errors);
    if (!target) return false;
    if (target.step !== step) goTo(target.step);
    for (const [field, message] of target.errors) form.setError(field, { type: 'server', message });
    return true;
  };

  /** Runs once the step is valid; answers the step to move to, if any. */
  const onStepValid = async (values: SignUpFormValues): Promise<WizardStep | undefined> => {
    setFormError(null);
    if (step === 1) {
      try {
        await duplicate.mutateAsync({ email: values.email.trim(), phone: values.phone.trim() });
      } catch (error) {
        const message = duplicateCheckMessage(error);
        if (errorStatus(error) === 409) {
          form.setError(duplicateField(error), { type: 'server', message }, { shouldFocus: true });
        } else if (!showFieldErrors(errorDetails(error))) {
          setFormError(message);
        }
        return undefined;
      }
    }
    if (step < 4) return (step + 1) as WizardStep;
    const checks = await validation().catch(() => null);
    if (!checks) {
      // The checks could not be fetched: lib/lazy-schema's SCHEMA_UNAVAILABLE, translated.
      setFormError(t('messages:networkError'));
      return undefined;
    }
    const built = checks.buildSignUp(values);
    if (!built.ok) {
      showFieldErrors(built.errors);
      return undefined;
    }
    try {
      const account = await signUp.mutateAsync(built.payload);
      setRegistered(true);
      toast.success(t('messages:signupSuccess'));
      later(() => onRegistered(account.email || built.payload.email), SIGNUP_TO_VERIFY_MS);
    } catch (error) {
      showFieldErrors(errorDetails(error));
      setFormError(signUpErrorMessage(error));
    }
    return undefined;
  };

  // The step changes after handleSubmit has finished, so its 'submitted' state does not carry
  // over and make the next step's fields complain on the first keystroke.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const outcome: { next?: WizardStep } = {};
    await form.handleSubmit(async (values) => {
      outcome.next = await onStepValid(values);
    })(event);
    if (outcome.next) goTo(outcome.next);
  };

  const busy = duplicate.isPending || signUp.isPending || registered;

  return (
    <FormProvider {...form}>
      <StepIndicator current={step} />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocusCapture={validation.preload}
        className="mt-8"
      >
        <p className="text-sm font-medium text-brand-700">
          {t('wizard.stepOf', { step, total: WIZARD_STEPS.length })}
        </p>
        <h2
          ref={heading}
          tabIndex={-1}
          className="mt-1 mb-6 text-xl font-semibold text-slate-900 outline-none"
        >
          {t(`wizard.titles.${STEP_KEYS[step]}`)}
        </h2>

        {step === 1 && <StepAccount />}
        {step === 2 && <StepProfile />}
        {step === 3 && <StepPreference />}
        {step === 4 && <StepDetails />}

        <div className="mt-6 empty:hidden">
          <FormAlert message={formError ?? form.formState.errors.root?.message ?? null} />
        </div>

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {step === 1 ? (
            <Link to={paths.home} className={buttonClasses('ghost', 'lg')}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t('common.backToHome')}
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => goTo((step - 1) as WizardStep)}
              disabled={busy}
              className={buttonClasses('secondary', 'lg')}
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t('wizard.previous')}
            </button>
          )}
          <SubmitButton
            busy={busy}
            busyLabel={step === 4 ? t('wizard.creatingAccount') : t('wizard.checking')}
            className="sm:min-w-44"
          >
            {step === 4 ? (
              t('wizard.createAccount')
            ) : (
              <>
                {t('wizard.next')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </>
            )}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
