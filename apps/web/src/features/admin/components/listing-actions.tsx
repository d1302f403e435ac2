import type { AdminListingRow } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { BadgeCheck, Ban, ChevronDown, CircleCheck, Clock, Star } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { useUpdateAdminListing, type ListingUpdate } from '../api/update-listing';
import { useListingVerification } from '../api/verify-listing';
import { VerifyListingDialog } from './verify-listing-dialog';

interface Action {
  label: string;
  icon: ReactNode;
  tone?: 'danger';
  /** A PATCH of the listing; the verified badge has routes of its own (`verification`). */
  update?: Omit<ListingUpdate, 'row'>;
  verification?: 'verify' | 'unverify';
}

const icon = 'size-4 shrink-0';

type ActionsT = TFunction<'admin', 'listings.actions'>;

/**
 * What an admin can do to a listing in its current state, worded by `t` (the drawing
 * component's; by default the app's current language).
 */
export function listingActions(
  row: AdminListingRow,
  t: ActionsT = i18n.getFixedT(null, 'admin', 'listings.actions'),
): Action[] {
  const statusActions: Action[] = [
    {
      label: t('activate'),
      icon: <CircleCheck aria-hidden="true" className={icon} />,
      update: { change: { status: 'ACTIVE' }, successText: t('activated') },
    },
    {
      label: t('markPending'),
      icon: <Clock aria-hidden="true" className={icon} />,
      update: { change: { status: 'PENDING' }, successText: t('markedPending') },
    },
    {
      label: t('suspend'),
      icon: <Ban aria-hidden="true" className={icon} />,
      tone: 'danger',
      update: { change: { status: 'SUSPENDED' }, successText: t('suspended') },
    },
  ];
  return [
    ...statusActions.filter((a) => a.update?.change.status !== row.status),
    {
      label: row.verified ? t('removeVerified') : t('markVerified'),
      icon: <BadgeCheck aria-hidden="true" className={icon} />,
      // Verifying needs the checklist (a dialog); both are separate, audited routes.
      verification: row.verified ? 'unverify' : 'verify',
    },
    {
      label: row.featured ? t('removeFeatured') : t('feature'),
      icon: <Star aria-hidden="true" className={icon} />,
      update: {
        change: { featured: !row.featured },
        successText: row.featured ? t('unfeatured') : t('featuredDone'),
      },
    },
  ];
}

/**
 * The row's actions behind one button, in a popover drawn over the page (a table that scrolls
 * sideways would clip it). Arrow keys move between items; Escape, a click outside or focus
 * leaving it close it. On a scroll it follows its button, and closes only once the button has
 * left the screen.
 */
export function ListingActions({ row }: { row: AdminListingRow }) {
  const { t } = useTranslation('admin');
  const { t: actionsT } = useTranslation('admin', { keyPrefix: 'listings.actions' });
  const update = useUpdateAdminListing();
  const verification = useListingVerification();
  const [verifying, setVerifying] = useState<AdminListingRow | null>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState({ top: 0, right: 0 });
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = `listing-actions-${row.id}`;

  const place = useCallback((): boolean => {
    if (!trigger.current) return false;
    const rect = trigger.current.getBoundingClientRect();
    setPosition({ top: rect.bottom + 4, right: window.innerWidth - rect.right });
    return rect.bottom > 0 && rect.top < window.innerHeight;
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    menu.current?.querySelector('button')?.focus();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const follow = () => {
      if (!place()) close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open, place]);

  const closeAndReturn = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('listings.actions.menuLabel', { title: row.title })}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 text-xs font-semibold text-slate-700 hover:bg-slate-50"
      >
        {t('listings.actions.button')}
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </button>
      {open &&
        createPortal(
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={t('listings.actions.menuLabel', { title: row.title })}
            tabIndex={-1}
            style={{ top: position.top, right: position.right }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                closeAndReturn();
                return;
              }
              if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
              event.preventDefault();
              const items = [...(menu.current?.querySelectorAll('button') ?? [])];
              const index = items.indexOf(document.activeElement as HTMLButtonElement);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              items.at((index + step) % items.length)?.focus();
            }}
            onBlur={(event) => {
              // Focus went somewhere else on the page (Tab past the last item): close.
              const next = event.relatedTarget as Node | null;
              if (next && !menu.current?.contains(next)) setOpen(false);
            }}
            className="fixed z-50 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {listingActions(row, actionsT).map((action) => (
              <button
                key={action.label}
                type="button"
                role="menuitem"
                onClick={() => {
                  if (action.update) update.mutate({ row, ...action.update });
                  if (action.verification === 'unverify')
                    verification.mutate({ id: row.id, checklist: null });
                  if (action.verification === 'verify') setVerifying(row);
                  closeAndReturn();
                }}
                className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm ${
                  action.tone === 'danger'
                    ? 'text-red-700 hover:bg-red-50'
                    : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {action.icon}
                {action.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
      <VerifyListingDialog row={verifying} onClose={() => setVerifying(null)} />
    </>
  );
}
