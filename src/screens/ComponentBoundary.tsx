import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props { fallback: ReactNode; children: ReactNode; onError?: (error: Error) => void }

// A screen component that fails (or whose code cannot load) shows the on-page error text instead of taking the
// whole screen down; the header, heading and footer stay.
export class ComponentBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
