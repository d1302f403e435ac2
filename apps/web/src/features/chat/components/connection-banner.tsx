import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../hooks/use-chat-socket';

/** A thin strip while the live connection is down; nothing while connecting the first time. */
export function ConnectionBanner({
  status,
  onRetry,
}: {
  status: ConnectionStatus;
  onRetry: () => void;
}) {
  const { t } = useTranslation('chat');
  if (status === 'connected' || status === 'connecting') return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-1.5 text-sm text-amber-900"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {status === 'reconnecting' ? (
        <span>{t('connection.reconnecting')}</span>
      ) : (
        <>
          <span>{t('connection.lost')}</span>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 hover:text-amber-950"
          >
            <RefreshCw aria-hidden="true" className="size-3.5" />
            {t('connection.retry')}
          </button>
        </>
      )}
    </div>
  );
}
