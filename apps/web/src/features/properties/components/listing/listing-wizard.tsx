import { REDIRECT_AFTER_LISTING_MS, type ListingFormDraft } from '@roomsetu/shared';
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth';
import { useSelf } from '@/lib/queries/get-self';
import { useCreateProperty } from '../../api/create-property';
import {
  LAST_STEP,
  listingSchemas,
  STEP_NUMBERS,
  STEP_TITLE_KEYS,
  stepResolver,
  type StepNumber,
} from '../../utils/listing-steps';
import { ErrorSummary } from './error-summary';
import { StepBasics } from './step-basics';
import { StepContact } from './step-contact';
import { StepDetails } from './step-details';
import { StepExtras } from './step-extras';
import { StepIndicator } from './step-indicator';

const STEPS = { 1: StepBasics, 2: StepDetails, 3: StepExtras, 4: StepContact } as const;

/**
 * The four-step listing form. 'Next' validates only the current step with its shared schema
 * and moves on when it passes; on the last step the same button lists the property.
 */
export function ListingWizard({ user }: { user: AuthUser }) {
  const { t } = useTranslation(['listing', 'enums', 'messages']);
  const [step, setStep] = useState<StepNumber>(1);
  const resolver = useMemo(() => stepResolver(step), [step]);
  const form = useForm<ListingFormDraft>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: {
      selectedAmenities: [],
      images: [],
      allowedPolicies: [],
      restrictions: [],
      contact_name: user.name,
      contact_email: user.email,
    },
  });
  const self = useSelf();
  const create = useCreateProperty();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { setValue } = form;

  // The account's own name and e-mail, locked: the listing is contacted through its owner.
  useEffect(() => {
    if (!self.data) return;
    const name = `${self.data.firstName} ${self.data.lastName}`.trim();
    if (name) setValue('contact_name', name);
    if (self.data.email) setValue('contact_email', self.data.email);
  }, [self.data, setValue]);

  // After a step change, put focus (and the screen) on the new step's title.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const go = (next: StepNumber) => {
    moved.current = true;
    setStep(next);
  };

  const onValid = async (draft: ListingFormDraft) => {
    if (step !== LAST_STEP) {
      go((step + 1) as StepNumber);
      return;
    }
    // Loaded already: the resolver has just validated the draft with these schemas.
    const { listingFormInput } = await listingSchemas();
    create.mutate(listingFormInput.parse(draft), {
      onSuccess: ({ id, reviewReason }) => {
        if (reviewReason) toast.info(t(`enums:listingReviewReason.${reviewReason}`));
        else toast.success(t('messages:propertyListed'));
        setTimeout(() => void navigate(paths.roomDetails(id)), REDIRECT_AFTER_LISTING_MS);
      },
      onError: (error) => toast.error(t('messages:propertyListFailedPrefix') + error.message),
    });
  };

  const busy = create.isPending || create.isSuccess;
  const Step = STEPS[step];

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        onFocusCapture={listingSchemas.preload}
        className="space-y-6"
      >
        <StepIndicator current={step} />
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-4 text-xl font-semibold text-slate-900 outline-none"
        >
          <span className="text-brand-700">
            {t('wizard.stepOf', { step, total: STEP_NUMBERS.length })}
          </span>{' '}
          {t(STEP_TITLE_KEYS[step])}
        </h2>
        <ErrorSummary step={step} />
        <Step />
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
          <button
            type="button"
            onClick={() => go((step - 1) as StepNumber)}
            disabled={step === 1 || busy}
            className={buttonClasses('secondary', 'lg')}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('wizard.previous')}
          </button>
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
            {step === LAST_STEP ? (
              <>
                {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                {busy ? t('wizard.submitting') : t('wizard.submit')}
              </>
            ) : (
              <>
                {t('wizard.next')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </>
            )}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
