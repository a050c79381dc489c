import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogHost } from '../components/ui/dialog/dialog-host.tsx';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The app-wide providers, plus the dialogs and the loader, which the start-up pages use too. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        {children}
        <DialogHost />
        <FullPageLoader />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
