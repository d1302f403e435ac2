import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

// The picker: downloaded only when someone opens it.
const ScheduleVisitDialog = lazy(async () => ({
  default: (await import('./schedule-visit-dialog')).ScheduleVisitDialog,
}));

export interface ScheduleVisitButtonProps {
  propertyId: number;
  title: string;
  className?: string;
}

/** "Schedule a Visit": opens the visit picker for a listing (the caller is signed in). */
export function ScheduleVisitButton({ propertyId, title, className }: ScheduleVisitButtonProps) {
  const { t } = useTranslation('visits');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={className ?? buttonClasses('secondary')}
      >
        <CalendarDays aria-hidden="true" className="size-4" />
        {t('schedule.button')}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <ScheduleVisitDialog
            propertyId={propertyId}
            title={title}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
