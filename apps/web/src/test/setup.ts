import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Runs before each test file. Files share a worker's page (vitest `isolate: false`: building a
// jsdom window per file cost more than the tests), so each one starts from what a fresh page
// would hold: the app's own modules evaluated anew (React, jsdom and the other packages stay
// loaded), empty storage, a bare <html> and <body>.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const { name } of [...document.documentElement.attributes]) {
  if (name !== 'lang') document.documentElement.removeAttribute(name);
}
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';
window.history.replaceState(null, '', '/');

document.documentElement.lang = 'en';
document.cookie = 'roomsetu_lang=; Max-Age=0; Path=/';

// Every English text at hand from the start, as if each page's namespaces had loaded: the app's
// i18n instance (new for this file, after the reset above) is the one the file's imports get.
{
  const [{ i18n }, { default: en }] = await Promise.all([
    import('@/lib/i18n'),
    import('@roomsetu/shared/catalogs/en.json'),
  ]);
  for (const [ns, texts] of Object.entries(en)) i18n.addResourceBundle('en', ns, texts);
  await i18n.changeLanguage('en');
}

// Pages load lazily; the first visit in a test run waits for a cold module transform, which can
// take over a second when every test file runs in parallel.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // jsdom does not implement scrolling; ScrollToTop calls it on every route change.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(async () => {
  // The modules this file imported (after the reset above), not those of an earlier file.
  const [{ takeUnexpectedRequests }, { clearSession }, { toast }] = await Promise.all([
    import('./stub-api'),
    import('@/lib/auth'),
    import('@/components/ui/toast'),
  ]);
  const unexpected = takeUnexpectedRequests();
  cleanup();
  // sonner keeps its toasts in module state and replays the active ones to the next toaster
  // mounted: one test's toast must not show in the next.
  toast.dismiss();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (unexpected.length) {
    throw new Error(`Requests no stub answers (stub them in stubApi): ${unexpected.join(', ')}`);
  }
});
