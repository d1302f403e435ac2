import type { UiLanguage } from '@roomsetu/shared';
import { getToken } from '@/lib/auth';
import { changeLanguage } from './i18n';

/**
 * Shows the app in `language` from now on (texts, `<html lang>`, the device's cookie) and keeps it
 * on the profile of whoever is signed in, whose e-mails and notifications follow it. The API
 * client loads only here: the header's switch is on every first screen.
 */
export async function chooseLanguage(language: UiLanguage): Promise<void> {
  await changeLanguage(language);
  if (getToken() === null) return;
  const { api } = await import('@/lib/api-client');
  await api.patch('/auth/user-profile', { preferredLanguage: language }).catch(() => {});
}
