import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before an action (resending a code) may run again; `start` restarts the wait.
 * Counted against the clock, so a throttled background tab still ends on time.
 */
export function useCooldown(seconds: number, startNow: boolean) {
  const [until, setUntil] = useState(() => (startNow ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
