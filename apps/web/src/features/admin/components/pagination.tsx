import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

interface PaginationProps {
  page: number;
  pages: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}

export function Pagination({ page, pages, total, noun, onPage }: PaginationProps) {
  const last = Math.max(1, pages);
  return (
    <nav
      aria-label={`${noun} pages`}
      className="mt-4 flex items-center justify-between gap-4 text-sm text-slate-600"
    >
      <p>
        {total} {total === 1 ? noun.replace(/s$/, '') : noun} · Page {Math.min(page, last)} of{' '}
        {last}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className={buttonClasses('secondary', 'sm')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </button>
        <button
          type="button"
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
          className={buttonClasses('secondary', 'sm')}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}
