// @vitest-environment jsdom
import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

// each test gets its own page-ready state and its own parts (a part's code, once here, stays)
let hydrateLater: typeof import('./hydrate-later.tsx').hydrateLater;
let markPageDrawn: typeof import('./page-ready.ts').markPageDrawn;

beforeEach(async () => {
  vi.resetModules();
  ({ hydrateLater } = await import('./hydrate-later.tsx'));
  ({ markPageDrawn } = await import('./page-ready.ts'));
  delete document.documentElement.dataset.ready;
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** A counter, which answers clicks only once React has it. */
function Counter({ name = 'Clicked' }: { name?: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count} times
    </button>
  );
}

/** A part whose code arrives when the test says so. */
function partArrivingLater() {
  let arrive: (part: ComponentType) => void = () => {};
  const Later = hydrateLater(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
  return { Later, arrive: () => act(async () => arrive(() => <Counter />)) };
}

function Page({ Later }: { Later: ComponentType }) {
  useEffect(() => markPageDrawn(), []);
  return (
    <main>
      <h1>Top of the page</h1>
      <Counter name="Page clicked" />
      <Later />
    </main>
  );
}

async function serverHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const ready = () => document.documentElement.dataset.ready !== undefined;

describe('a part hydrated later', () => {
  it("is in the server's HTML, kept as it is until its code comes, then taken over without a mismatch", async () => {
    const onServer = hydrateLater(() => Promise.resolve(() => <Counter />));
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<Page Later={onServer} />);
    document.body.append(container);
    expect(container.textContent).toContain('Clicked 0 times');

    const { Later, arrive } = partArrivingLater();
    await act(async () => {
      hydrateRoot(container, <Page Later={Later} />);
    });
    // the page is taken over, the part still waits: its HTML stays, a click on it does nothing yet
    fireEvent.click(screen.getByRole('button', { name: 'Page clicked 0 times' }));
    expect(screen.getByRole('button', { name: 'Page clicked 1 times' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Clicked 0 times' });
    fireEvent.click(button);
    expect(button.textContent).toBe('Clicked 0 times');
    expect(ready()).toBe(false);

    await arrive();
    // the same element, now React's: no mismatch was reported (a console.error fails the test)
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBe(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Clicked 1 times');
    expect(ready()).toBe(true);
  });

  it('drawn in the browser, shows with the page once its code has come, never the page without it', async () => {
    const { Later, arrive } = partArrivingLater();
    render(
      <Suspense fallback={<p>Loading the page</p>}>
        <Page Later={Later} />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();

    await arrive();
    expect(screen.getByRole('heading', { name: 'Top of the page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }));
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeTruthy();
    expect(ready()).toBe(true);
  });
});
