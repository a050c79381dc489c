import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

/** Keeps the shell standing when a screen fails to load or draw, and says so. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <div className="notice notice-danger" role="alert">
            <span>{t('errors.screenFailed')}</span>{' '}
            <button type="button" className="button button-small" onClick={() => window.location.reload()}>
              {t('common.reload')}
            </button>
          </div>
        )}
      </Translation>
    );
  }
}
