import { Spinner } from '@/components/ui/spinner';

/** What a guard shows instead of the protected page while it redirects. */
export function GuardPending() {
  return <Spinner label="Redirecting…" className="min-h-[50vh]" />;
}
