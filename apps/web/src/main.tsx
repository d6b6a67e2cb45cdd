import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { initTheme } from './lib/theme';
import { initI18n } from './lib/i18n/i18n';
import { App } from './app/app';
import { createAppRouter } from './app/router';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The router starts loading the current screen's chunk (its lazy route) at once, in parallel with the language
// bundles; rendering waits for those, so no untranslated keys flash.
const router = createAppRouter();
void initI18n()
  .catch((error: unknown) => console.error('[i18n] init failed', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
