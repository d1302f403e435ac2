import { useCallback, useEffect, useRef } from 'react';

/** Runs `action` after `ms`, unless the component has gone by then (no navigation from a dead page). */
export function useLater(): (action: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((action: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      action();
    }, ms);
    timers.current.add(timer);
  }, []);
}
