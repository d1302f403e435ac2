import { TOAST_DURATION_MS } from '@roomsetu/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { signalToasterReady, type ToastPosition } from './toast';

/**
 * sonner's toaster as the app sets it up, in a chunk of its own with sonner (see toast.ts).
 * Its effect runs after the Toaster's own, so toasts waiting for it are raised once it listens.
 */
export default function SonnerToaster({ position }: { position: ToastPosition }) {
  const { t } = useTranslation();
  useEffect(() => signalToasterReady(toast), []);
  return (
    <Toaster
      position={position}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t('toaster.label')}
      toastOptions={{ closeButtonAriaLabel: t('toaster.close') }}
    />
  );
}
