import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';
import type { AppStore } from './store';

/** Store, words, theme and global styles around whatever is rendered: the router in the app, a screen in tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
