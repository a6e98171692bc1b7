import { Component } from 'react';
import type { ReactNode } from 'react';
import { CrashScreen } from './crash-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  crashed: boolean;
}

/**
 * Catches what the router's own error element cannot: failures around the router. React logs
 * the error itself, so there is nothing more to report here.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { crashed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
