import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { parseState, STATE_ELEMENT_ID } from './app/ssr/state.ts';
import './styles.css';

// React's API, drawn by Preact's compatibility layer (the packages react and react-dom; decision 022)
// Preact runs effects after the next frame, React before the next input event: a dialog's Escape
// listener is attached in an effect, and on a busy phone a key pressed as the dialog appears came
// before that frame and was lost. Effects run once the render's work is done, before any event.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// a public page arrives rendered by the server with the answers it was rendered from: take it over as it is
const serverState = document.getElementById(STATE_ELEMENT_ID)?.textContent;
if (serverState) {
  hydrateRoot(
    container,
    <StrictMode>
      <App initialState={parseState(serverState)} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
