import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
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

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
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
      <PageErrorBoundary resetKey={key}>
        <Outlet />
      </PageErrorBoundary>
    </Suspense>
  );
}
