import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

/** What an admin list counts (admin:pagination.count.* and .label.*). */
export type PaginationNoun =
  'listings' | 'users' | 'messages' | 'requests' | 'actions' | 'reportedItems';

interface PaginationProps {
  page: number;
  pages: number;
  total: number;
  noun: PaginationNoun;
  onPage: (page: number) => void;
}

export function Pagination({ page, pages, total, noun, onPage }: PaginationProps) {
  const { t } = useTranslation('admin');
  const last = Math.max(1, pages);
  return (
    <nav
      aria-label={t(`pagination.label.${noun}`)}
      className="mt-4 flex items-center justify-between gap-4 text-sm text-slate-600"
    >
      <p>
        {t(`pagination.count.${noun}`, { count: total })} ·{' '}
        {t('pagination.page', { page: Math.min(page, last), pages: last })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className={buttonClasses('secondary', 'sm')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </button>
        <button
          type="button"
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}
