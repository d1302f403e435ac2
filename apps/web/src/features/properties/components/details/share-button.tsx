import { MESSAGES } from '@roomsetu/shared';
import { Share2 } from 'lucide-react';
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
  const onClick = async () => {
    const result = await sharePage({ title, url: window.location.href });
    if (result === 1) toast.success(MESSAGES.urlCopied);
    if (result === -1) toast.error(MESSAGES.shareFailed);
    onShared?.(result);
  };

  return (
    <button type="button" onClick={() => void onClick()} className={buttonClasses('secondary')}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </button>
  );
}
