import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_BANNER_TEXT = 'You’re offline. Showing what was saved on this device.';

/** A polite notice (a status, not an alert) while the device has no network. */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <p role="status" className="bg-slate-800 px-4 py-2 text-sm text-white">
      <span className="mx-auto flex max-w-7xl items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {OFFLINE_BANNER_TEXT}
      </span>
    </p>
  );
}
