// The document's data-ready mark: set once the page and every part of it that hydrates later
// (hydrate-later.tsx) have been drawn, or taken over from the server's HTML. Until then a
// server-rendered button or field shows but does not answer; the end-to-end tests wait for it
// before they click or type.

let pageDrawn = false;
let partsWaiting = 0;

function markWhenReady() {
  if (pageDrawn && partsWaiting === 0) document.documentElement.dataset.ready = '';
}

/** The page itself is drawn (or taken over). */
export function markPageDrawn(): void {
  pageDrawn = true;
  markWhenReady();
}

/** A part of the page waits for its code; the returned function says it no longer does. */
export function holdPageReady(): () => void {
  partsWaiting += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    partsWaiting -= 1;
    markWhenReady();
  };
}
