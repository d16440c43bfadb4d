import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BootstrapIcon } from './bootstrap-icon';

interface Props {
  /** Which block this guards, for the console report. */
  component: string;
  uid: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export const blockErrorMessage = 'Lo sentimos, no pudimos mostrar esta sección.';
export const blockErrorHint = 'Recargá la página o volvé a intentarlo más tarde.';

/**
 * Catches an error thrown by one block in the browser, so the rest of the page stays usable, and shows
 * the bank's message in its place. On the server an error still fails the build, where it belongs.
 */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Reported for whoever debugs the page; visitors only see the notice.
    console.error(
      `Block "${this.props.component}" (${this.props.uid}) failed to render`,
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="block-error" role="alert">
        <BootstrapIcon name="exclamation-triangle" className="block-error-icon" />
        <p className="mb-0">
          <strong>{blockErrorMessage}</strong> {blockErrorHint}
        </p>
      </div>
    );
  }
}
