import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createLog } from '@officefit/log';

const log = createLog('shell');

interface Props {
  fallback: ReactNode;
  children: ReactNode;
  onError?: (error: unknown) => void;
  /** A new key clears a caught error (e.g. after "retry"). */
  resetKey?: string;
}

/** Catches render errors of one area so the rest of the app keeps working. */
export class ErrorBoundary extends Component<Props, { error: unknown; key?: string }> {
  override state: { error: unknown; key?: string } = { error: null };

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key?: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    log.error('render error', { error, componentStack: info.componentStack });
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
