import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

/** True at 1024 px and wider, following resizes and rotations. Without matchMedia: desktop. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY, true);
}
