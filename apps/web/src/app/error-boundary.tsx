// Catches render errors. A route whose code failed to load gets the router error screen;
// anything else gets the "Oops" fallback. `resetKey` (the path) clears the error on navigation.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/app/error-fallback';
import { RouteErrorScreen } from '@/app/route-error-screen';

/** Thrown when a lazy route's module cannot be loaded. */
export class RouteLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'RouteLoadError';
  }
}

interface Props {
  children: ReactNode;
  resetKey?: string;
}
interface State {
  error: Error | null;
  resetKey?: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Error reporting hook: the console is where a monitoring agent would pick this up.
    console.error('Unhandled UI error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof RouteLoadError) return <RouteErrorScreen error={error} />;
    return <ErrorFallback onReset={this.reset} />;
  }
}
