import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useOwnListings } from '../api/get-tenancy-choices';

// The form: downloaded only when an owner opens it.
const CreateTenancyDialog = lazy(async () => ({
  default: (await import('./create-tenancy-dialog')).CreateTenancyDialog,
}));

/** "New tenancy", for someone with a listing to let; nothing for everybody else. */
export function NewTenancyButton({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('tenancies');
  const listings = useOwnListings();
  const [open, setOpen] = useState(false);
  if (!listings.data?.length) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClasses('primary', 'sm')}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('tab.new')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CreateTenancyDialog
            listings={listings.data}
            onClose={() => setOpen(false)}
            onCreated={(id) => {
              setOpen(false);
              onCreated(id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
