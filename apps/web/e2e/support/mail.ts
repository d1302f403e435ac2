import { expect } from '@playwright/test';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Mails the API sent to this address, read from the capture server the config starts. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${process.env.E2E_MAIL_URL}/mails?to=${encodeURIComponent(address)}`);
  return (await res.json()) as Mail[];
}

/** The 6-digit code of the newest mail to this address whose subject matches. */
export async function latestCode(address: string, subject: RegExp = /code/i): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(address)).filter((m) => subject.test(m.subject)).at(-1);
        code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The 6-digit code of the newest text message to this phone number, from the capture server. */
export async function latestSmsCode(phone: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${process.env.E2E_MAIL_URL}/sms?to=${encodeURIComponent(phone)}`);
        const texts = ((await res.json()) as { text: string }[]).slice(after);
        code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many text messages have reached this phone number so far. */
export async function smsCount(phone: string): Promise<number> {
  const res = await fetch(`${process.env.E2E_MAIL_URL}/sms?to=${encodeURIComponent(phone)}`);
  return ((await res.json()) as unknown[]).length;
}
