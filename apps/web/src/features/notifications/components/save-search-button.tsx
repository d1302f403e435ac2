import { BellPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { filtersFromUrl, placeFromUrl } from '../utils/search-filters';
import { SaveSearchDialog } from './save-search-dialog';

/**
 * "Save this search" on /find-rooms: saves the filters in the URL (the map's box and point too).
 * Someone signed out is asked to sign in and comes back to the same search.
 */
export function SaveSearchButton() {
  const { isSignedIn } = useAuth();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const place = placeFromUrl(params);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses('secondary', 'md', 'w-full sm:ml-auto sm:w-auto')}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        Save this search
      </button>
      {isSignedIn ? (
        <SaveSearchDialog open={open} onClose={close} filters={filters} place={place} />
      ) : (
        <Modal
          open={open}
          onClose={close}
          title="Save this search"
          description="Sign in to save it; we will tell you when a new room matches."
        >
          <div className="flex justify-end gap-2">
            <button type="button" onClick={close} className={buttonClasses('ghost', 'md')}>
              Not now
            </button>
            <Link
              to={paths.signInThen(`${pathname}${search}`)}
              className={buttonClasses('primary', 'md')}
              data-autofocus
            >
              Sign in
            </Link>
          </div>
        </Modal>
      )}
    </>
  );
}
