// A stylesheet imported by a page is the browser's business: on the server it is an empty module.
const isStylesheet = (url) => new URL(url).pathname.endsWith('.css');
const emptyModule = { format: 'module', source: '', shortCircuit: true };

/** The hook as module.registerHooks runs it, in this thread and synchronously (Node 22.15 and later). */
export function loadSync(url, context, nextLoad) {
  return isStylesheet(url) ? emptyModule : nextLoad(url, context);
}

/** The same hook for module.register, in a hooks thread (Node 20, which has no registerHooks). */
export async function load(url, context, nextLoad) {
  return isStylesheet(url) ? emptyModule : nextLoad(url, context);
}
