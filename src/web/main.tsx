import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { parseState, STATE_ELEMENT_ID } from './app/ssr/state.ts';
import { startLanguage } from './i18n/start.ts';
import './styles.css';
// Devanagari for Hindi text (the :lang(hi) font stack in styles.css): served by the app, since many
// desktops and some phones have no Devanagari font of their own; fetched only where Hindi is drawn
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// a public page arrives rendered by the server with the answers it was rendered from: take it over as it is
const serverState = document.getElementById(STATE_ELEMENT_ID)?.textContent;
// before the first render: a rendered page is taken over in the language the server wrote it in
startLanguage(Boolean(serverState));
if (serverState) {
  // at once, not as a transition: a rendered page is already on screen, and a field typed into before
  // React takes it over would lose what was typed (the listing's search, say)
  hydrateRoot(
    container,
    <StrictMode>
      <App initialState={parseState(serverState)} />
    </StrictMode>,
  );
} else {
  // nothing is on screen yet but the boot text: as a transition, React renders in slices of a few
  // milliseconds and yields between them, instead of one long task a phone cannot answer a tap during
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
