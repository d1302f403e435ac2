import type { Logger } from './logger';

export interface SmsMessage {
  /** The number as the account stores it (10 digits for India). */
  to: string;
  text: string;
}

/** Sends text messages. `available` is false when nothing can deliver them (production without SMS_URL). */
export interface SmsSender {
  readonly available: boolean;
  send(message: SmsMessage): Promise<void>;
}

/** '98******10': enough for the owner to recognise the number, too little for anyone else. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

const SEND_TIMEOUT_MS = 10_000;

export interface SmsOptions {
  url: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logger: Logger;
}

/**
 * With a URL: a POST of JSON `{ to, text }` to it. Without one, development and tests write the
 * text to the log (the number masked) so codes can be entered by hand; production sends nothing.
 */
export function createSmsSender({ url, nodeEnv, logger }: SmsOptions): SmsSender {
  if (url) {
    return {
      available: true,
      async send(message) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      },
    };
  }
  if (nodeEnv === 'production') {
    return {
      available: false,
      send() {
        return Promise.reject(new Error('No SMS gateway configured (SMS_URL)'));
      },
    };
  }
  return {
    available: true,
    send(message) {
      logger.info({ to: maskPhone(message.to), text: message.text }, 'SMS (not sent: no SMS_URL)');
      return Promise.resolve();
    },
  };
}
