import { ExternalLink, Flag, MoreVertical, Phone, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface Props {
  onReport: () => void;
  onViewProfile: () => void;
  /** Absent once the number is shared. */
  onSharePhone?: () => void;
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** The conversation's menu: report an issue, the terms, and (on small screens) the profile. */
export function ChatMenu({ onReport, onViewProfile, onSharePhone }: Props) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={t('menu.options')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <MoreVertical aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className="absolute top-full right-0 z-20 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <button
            type="button"
            role="menuitem"
            onClick={choose(onViewProfile)}
            className={`${itemClass} lg:hidden`}
          >
            <UserRound aria-hidden="true" className="size-4" />
            {t('menu.viewProfile')}
          </button>
          {onSharePhone && (
            <button
              type="button"
              role="menuitem"
              onClick={choose(onSharePhone)}
              className={itemClass}
            >
              <Phone aria-hidden="true" className="size-4" />
              {t('menu.shareNumber')}
            </button>
          )}
          <button type="button" role="menuitem" onClick={choose(onReport)} className={itemClass}>
            <Flag aria-hidden="true" className="size-4" />
            {t('menu.report')}
          </button>
          <Link
            role="menuitem"
            to={paths.termsOfService}
            target="_blank"
            rel="noopener"
            onClick={() => setOpen(false)}
            className={itemClass}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('menu.terms')}
          </Link>
        </div>
      )}
    </div>
  );
}
