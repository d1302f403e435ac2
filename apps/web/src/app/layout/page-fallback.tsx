import { Spinner } from '@/components/ui/spinner';

/** Shown in place of a page while its code loads on first visit. */
export function PageFallback() {
  return <Spinner label="Loading page…" className="min-h-[50vh]" />;
}
