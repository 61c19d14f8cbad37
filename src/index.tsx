import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/App';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { activateLocale } from './i18n';
import { applyLocaleToPage, deviceLocale } from './services/language';

const store = makeStore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The page shows the device's language from the first paint (index.html's first script set
// lang and dir); its first-screen words load before the first render (English's are here).
const locale = deviceLocale();
applyLocaleToPage(locale);

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );

// A language whose words cannot load (offline on a first visit) falls back to English.
activateLocale(locale)
  .catch(() => activateLocale('en'))
  .then(render, render);
