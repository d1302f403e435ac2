import { PRODUCT_NAME, VERIFICATION_CODE_TTL_MINUTES } from '@roomsetu/shared';
import type { Mail } from '../../lib/mailer';

function codeMail(to: string, subject: string, intro: string, code: string, ignore: string): Mail {
  const validity = `The code is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes and can be used once.`;
  return {
    to,
    subject,
    text: [intro, '', code, '', validity, ignore, '', `— The ${PRODUCT_NAME} team`].join('\n'),
    html:
      `<p>${intro}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>` +
      `<p>${validity}</p><p>${ignore}</p><p>— The ${PRODUCT_NAME} team</p>`,
  };
}

export function verificationMail(to: string, code: string): Mail {
  return codeMail(
    to,
    `Your ${PRODUCT_NAME} verification code`,
    `Welcome to ${PRODUCT_NAME}! Enter this code to verify your e-mail address:`,
    code,
    `If you did not sign up for ${PRODUCT_NAME}, you can ignore this e-mail.`,
  );
}

export function resetPasswordMail(to: string, code: string): Mail {
  return codeMail(
    to,
    `Your ${PRODUCT_NAME} password reset code`,
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. Enter this code to choose a new password:`,
    code,
    'If it was not you, ignore this e-mail: your password stays unchanged.',
  );
}
