import { BellPlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { filtersFromUrl, placeFromUrl } from '../utils/search-filters';
import { SaveSearchDialog } from './save-search-dialog';

/**
 * "Save this search" on /find-rooms: saves the filters in the URL (the map's box and point too).
 * Someone signed out is asked to sign in and comes back to the same search with the dialog open
 * again (the `save` mark in the address asks for it once), so one press was enough.
 */
/** The mark that reopens the dialog after signing in. */
const REOPEN = 'save';

export function SaveSearchButton() {
  const { t } = useTranslation('notifications');
  const { isSignedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const place = placeFromUrl(params);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const asked = params.get(REOPEN) === '1';
  useEffect(() => {
    if (!asked || !isSignedIn) return;
    setOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REOPEN);
        return next;
      },
      { replace: true },
    );
  }, [asked, isSignedIn, setParams]);
  const back = new URLSearchParams(search);
  back.set(REOPEN, '1');

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses('secondary', 'md', 'w-full sm:ml-auto sm:w-auto')}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {t('save.button')}
      </button>
      {isSignedIn ? (
        <SaveSearchDialog open={open} onClose={close} filters={filters} place={place} />
      ) : (
        <Modal
          open={open}
          onClose={close}
          title={t('save.title')}
          description={t('save.signInDescription')}
        >
          <div className="flex justify-end gap-2">
            <button type="button" onClick={close} className={buttonClasses('ghost', 'md')}>
              {t('save.notNow')}
            </button>
            <Link
              to={paths.signInThen(`${pathname}?${back.toString()}`)}
              className={buttonClasses('primary', 'md')}
              data-autofocus
            >
              {t('save.signIn')}
            </Link>
          </div>
        </Modal>
      )}
    </>
  );
}
