import { Component, type ErrorInfo, type ReactNode } from 'react';

/** What to draw instead of a part that failed: fixed, or chosen by the failure, with a way to draw the part again. */
type Fallback = ReactNode | ((error: Error, retry: () => void) => ReactNode);

interface Props { fallback: Fallback; children: ReactNode; onError?: (error: Error) => void }

// A screen component that fails (or whose code cannot load) shows the on-page error text instead of taking the
// whole screen down; the header, heading and footer stay. The fallback may name the failure's cause and offer to
// try again (`retry` draws the part anew).
export class ComponentBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(error, this.retry) : fallback;
  }
}
