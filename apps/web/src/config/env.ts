/** The only module that reads import.meta.env: everything else imports `env`. */
const DEFAULT_HELP_WHATSAPP_NUMBER = '919876543210';

function digitsOnly(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

export const env = {
  apiBaseUrl: '/api',
  helpWhatsappNumber:
    digitsOnly(import.meta.env.VITE_HELP_WHATSAPP_NUMBER) || DEFAULT_HELP_WHATSAPP_NUMBER,
  isDev: import.meta.env.DEV,
} as const;
