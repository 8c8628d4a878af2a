import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { parseState, STATE_ELEMENT_ID } from './app/ssr/state.ts';
import { appI18n } from './i18n/instance.ts';
import { loadBundle, loadEveryNamespace, takeInlineMessages } from './i18n/load-messages.ts';
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
// before the first render: a rendered page is taken over in the language the server wrote it in, with
// the messages its render used (decision 046)
appI18n.setLoader(loadBundle);
takeInlineMessages(document, appI18n);
const language = startLanguage(Boolean(serverState));
// the rest of the language's messages: at once for a page the browser draws itself (it needs some of
// them now, and asking for all in parallel is faster than one by one as components ask), after the
// page has loaded for one the server drew, so that a later page or dialog opens without waiting
if (serverState) addEventListener('load', () => setTimeout(() => loadEveryNamespace(appI18n, language), 0), { once: true });
else loadEveryNamespace(appI18n, language);
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
