import { VERIFICATION_CODE_TTL_MINUTES, type UiLanguage } from '@roomsetu/shared';
import { translator } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';

function codeMail(
  lang: UiLanguage,
  to: string,
  texts: { subject: string; intro: string; ignore: string },
  code: string,
): Mail {
  const t = translator(lang);
  const { subject, intro, ignore } = texts;
  const validity = t('emails.codeValidity', { minutes: VERIFICATION_CODE_TTL_MINUTES });
  const signOff = t('emails.signOff');
  return {
    to,
    subject,
    text: [intro, '', code, '', validity, ignore, '', signOff].join('\n'),
    html:
      `<p>${intro}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>` +
      `<p>${validity}</p><p>${ignore}</p><p>${signOff}</p>`,
  };
}

/** In the language the account chose (at sign-up: the one it signed up in). */
export function verificationMail(to: string, code: string, lang: UiLanguage): Mail {
  const t = translator(lang);
  return codeMail(
    lang,
    to,
    {
      subject: t('emails.verifySubject'),
      intro: t('emails.verifyIntro'),
      ignore: t('emails.verifyIgnore'),
    },
    code,
  );
}

export function resetPasswordMail(to: string, code: string, lang: UiLanguage): Mail {
  const t = translator(lang);
  return codeMail(
    lang,
    to,
    {
      subject: t('emails.resetSubject'),
      intro: t('emails.resetIntro'),
      ignore: t('emails.resetIgnore'),
    },
    code,
  );
}
