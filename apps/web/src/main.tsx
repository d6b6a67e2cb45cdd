import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { initTheme } from './lib/theme';
import { initI18n } from './lib/i18n/i18n';
import { App } from './app/app';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Render once the current language's shell bundles are in, so no untranslated keys flash.
void initI18n()
  .catch((error: unknown) => console.error('[i18n] init failed', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
