import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Search by name': applied once typing pauses or on Enter, and cleared with the other filters. A
 * plain GET form too, so a name sent before the app has started opens the same address.
 */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('roommates');
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The query string changed from elsewhere (Clear filters, back button): show it.
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      action={paths.findRoommates}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="relative min-w-0 flex-1"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.label')}
        autoComplete="off"
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-10 text-base text-slate-900 placeholder:text-slate-400 hover:border-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => setText('')}
          aria-label={t('search.clear')}
          className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
