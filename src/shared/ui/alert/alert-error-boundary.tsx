import { Component, type ReactNode } from 'react';

interface AlertErrorBoundaryProps {
  children: ReactNode;
}

/**
 * The alert dialog lives above the router, where no route error page can catch a failed chunk
 * load; without this boundary such a failure would blank the whole site.
 */
export class AlertErrorBoundary extends Component<AlertErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
