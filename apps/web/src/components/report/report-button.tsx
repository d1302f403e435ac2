import type { ReportTargetType } from '@roomsetu/shared';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

// The dialog's form and reason list load when someone first opens it, not with every page.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((m) => ({ default: m.ReportDialog })),
);

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  targetName?: string;
  /** The button's text; 'Report' (in the reader's language) when absent. */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** "Report": opens the ReportDialog; a guest is sent to sign in first and brought back. */
export function ReportButton({
  targetType,
  targetId,
  targetName,
  label,
  variant = 'ghost',
  size = 'sm',
  className = '',
}: ReportButtonProps) {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  const onClick = () => {
    if (!isSignedIn) {
      void navigate(paths.signInThen(`${location.pathname}${location.search}`));
      return;
    }
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className={buttonClasses(variant, size, className)}
        aria-haspopup="dialog"
      >
        <Flag aria-hidden="true" className="size-4" />
        {label ?? t('report.button')}
      </button>
      {isSignedIn && opened && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            targetName={targetName}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
