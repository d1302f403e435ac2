import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { onPushOffer, type PushReason } from '@/lib/push/offer';
import { promptSnoozed, pushSupported, snoozePrompt, turnOnPush } from '@/lib/push/push-device';
import { pushKeyQueryOptions } from '@/lib/push/push-key';

const QUESTION: Record<PushReason, ParseKeys<'common'>> = {
  message: 'push.question.message',
  search: 'push.question.search',
};

const RESULT_TEXT = {
  on: 'push.result.on',
  denied: 'push.result.denied',
  'too-many': 'push.result.tooMany',
  failed: 'push.result.failed',
} as const satisfies Record<string, ParseKeys<'common'>>;

/** Whether asking makes sense: not after a "Not now", nor once the browser has an answer. */
function mayAsk(): boolean {
  return pushSupported() && Notification.permission === 'default' && !promptSnoozed();
}

/**
 * A small card offering push after a meaningful action (a first message, a first saved search).
 * The browser's own permission prompt comes only after "Turn on"; "Not now" is remembered on
 * this device for 30 days. Nothing shows where the server has no push key.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const [reason, setReason] = useState<PushReason | null>(null);
  const [busy, setBusy] = useState(false);
  // Mounted once for the signed-in header: asked at most once a visit.
  const asked = useRef(false);
  const key = useQuery({ ...pushKeyQueryOptions(), enabled: reason !== null });

  useEffect(
    () =>
      onPushOffer((offered) => {
        if (asked.current || !mayAsk()) return;
        asked.current = true;
        setReason(offered);
      }),
    [],
  );

  const publicKey = key.data?.publicKey;
  if (!reason || !publicKey) return null;

  const turnOn = async () => {
    setBusy(true);
    const result = await turnOnPush(publicKey);
    setReason(null);
    if (result === 'on') toast.success(t(RESULT_TEXT.on));
    else toast.error(t(RESULT_TEXT[result]));
  };
  const notNow = () => {
    snoozePrompt();
    setReason(null);
  };

  return (
    <section
      aria-labelledby="push-prompt-question"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
    >
      <p id="push-prompt-question" className="flex items-start gap-2 font-medium text-slate-900">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        {t(QUESTION[reason])}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" onClick={notNow} className={buttonClasses('secondary', 'sm')}>
          {t('push.notNow')}
        </button>
        <button
          type="button"
          onClick={() => void turnOn()}
          disabled={busy}
          className={buttonClasses('primary', 'sm')}
        >
          {t('push.turnOn')}
        </button>
      </div>
    </section>
  );
}
