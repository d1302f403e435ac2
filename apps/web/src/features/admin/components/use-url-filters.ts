import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the query string, so a filtered view can be shared, reloaded and gone back to.
 * Changing a filter returns to page 1; '' removes the key.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const set = useCallback(
    (changes: Partial<Record<K | 'page', string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    values,
    page,
    set,
    setPage: (n: number) =>
      set({ page: n > 1 ? String(n) : '' } as Partial<Record<K | 'page', string>>),
  };
}
