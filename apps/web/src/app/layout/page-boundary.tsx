import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppStarted } from '../before-start';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';

interface BoundaryProps {
  /** The location shown: a navigation clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class ResettingErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The page, inside the layout. Its code downloading on a first visit: PageFallback;
 * on a navigation the previous page stays instead (the router's updates are transitions) under
 * the progress bar. A page that throws, or whose code failed to download: RouteError, until
 * the next navigation.
 */
export function PageBoundary() {
  const { key } = useLocation();
  return (
    <Suspense fallback={<PageFallback />}>
      <AppStarted />
      <ResettingErrorBoundary resetKey={key}>
        <Outlet />
      </ResettingErrorBoundary>
    </Suspense>
  );
}

/**
 * Around the whole app, layout included: an error in the header or the footer shows RouteError
 * alone instead of a blank screen, until the next navigation (pages have their own boundary, inside
 * the layout).
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ResettingErrorBoundary resetKey={key}>{children}</ResettingErrorBoundary>;
}
