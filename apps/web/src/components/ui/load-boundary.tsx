/**
 * Around a lazily loaded part outside the routes (the toast region, the phone's navigation
 * drawer): when its code cannot be fetched — offline before the service worker cached it — it
 * shows nothing instead of taking the whole app down, and asks for another try once the browser
 * is back online. Routes have their own error screens (app/layouts/route-error.tsx).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export class LoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  private retry = () => {
    if (!this.state.failed) return;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
