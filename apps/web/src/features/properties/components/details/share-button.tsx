import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { sharePage, type ShareResult } from '../../utils/share';

/** Native share sheet, else the link to the clipboard ('Link copied'). */
export function ShareButton({
  title,
  onShared,
}: {
  title: string;
  /** Told the outcome: 0 shared, 1 copied, -1 cancelled or failed. */
  onShared?: (result: ShareResult) => void;
}) {
  const { t } = useTranslation(['rooms', 'messages']);
  const onClick = async () => {
    const result = await sharePage({ title, url: window.location.href });
    if (result === 1) toast.success(t('messages:urlCopied'));
    if (result === -1) toast.error(t('messages:shareFailed'));
    onShared?.(result);
  };

  return (
    <button type="button" onClick={() => void onClick()} className={buttonClasses('secondary')}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('details.share')}
    </button>
  );
}
