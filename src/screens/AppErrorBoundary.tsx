import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { catalog } from '../content/catalog';
import { firstScreenDrawn } from '../start/firstScreen';
import { useJourney } from './useJourney';

interface Props { resetKey: string; children: ReactNode }
interface State { error: Error | null; at: string | null }

// Sends the borrower to the error page with the failure's message (the third-party-cookies wording is the flow's
// choice, from that message), once.
function ToErrorPage({ error }: { error: Error }) {
  const { follow, flow } = useJourney();
  useEffect(() => {
    const screen = flow().errors.general ?? 'error';
    follow({ screen, path: flow().screens[screen]?.path ?? '/error', via: 'app.errorBoundary', error: { kind: 'general', message: error.message } });
  }, [error, follow, flow]);
  return null;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(): void {
    // What it draws next (the error page, or this plain text) replaces a first screen the boot painted.
    firstScreenDrawn('other');
    this.setState({ at: this.props.resetKey });
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey && this.state.at !== this.props.resetKey) this.setState({ error: null, at: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A failure on the error page itself: plain text, no way to loop.
    if (this.props.resetKey.startsWith('/error')) return <main className="screen"><p className="error-message">{catalog.errors.errorPageGeneric}</p></main>;
    return <ToErrorPage error={error} />;
  }
}

// The last line of defence: anything that throws while drawing routes to /error, never a white screen.
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}
