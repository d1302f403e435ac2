import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { clearSession } from '@/lib/auth';
import { takeUnexpectedRequests } from './stub-api';

// Pages load lazily; the first visit in a test run waits for a cold module transform, which can
// take over a second when every test file runs in parallel.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // jsdom does not implement scrolling; ScrollToTop calls it on every route change.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
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
