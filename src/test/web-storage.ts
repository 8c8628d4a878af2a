import { afterAll } from 'vitest';

// Node 25 and later have a localStorage and a sessionStorage of their own (empty without
// --localstorage-file), and Vitest's jsdom environment leaves a name Node already defines alone:
// the pages under test would get Node's, not the document's. A jsdom test file gets the
// document's storage, and the names are Node's again after it.
const names = ['localStorage', 'sessionStorage'] as const;
const dom = (globalThis as { jsdom?: { window: Pick<Window, (typeof names)[number]> } }).jsdom;

if (dom) {
  const nodeOwn = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of names) {
    Object.defineProperty(globalThis, name, { get: () => dom.window[name], configurable: true });
  }
  afterAll(() => {
    for (const [name, descriptor] of nodeOwn) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  });
}
