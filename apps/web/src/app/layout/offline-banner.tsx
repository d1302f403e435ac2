import { useOnline } from '@/lib/use-online';

export const OFFLINE_BANNER_TEXT = 'You’re offline. Showing what was saved on this device.';

/** A polite notice (a status, not an alert) while the device has no network. */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    // No icon: the entry (every page's first script) carries this, and every byte counts there.
    <p role="status" className="bg-slate-800 px-4 py-2 text-center text-sm text-white">
      {OFFLINE_BANNER_TEXT}
    </p>
  );
}
