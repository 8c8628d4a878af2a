// The Testing Library the component tests use: @testing-library/preact (the package react is Preact's
// compatibility layer, decision 022), typed with the React types the components are written
// against, with fireEvent as a browser fires events: DOM events as they are named (the Preact
// library would rename every change to input), each inside act so the test reads the page after
// Preact has drawn it, as React's library does.
import { fireEvent as domFireEvent, type BoundFunction, type queries, type Queries } from '@testing-library/dom';
import * as preactLibrary from '@testing-library/preact';
import { options } from 'preact';
import { act as preactAct } from 'preact/test-utils';
import type { ComponentType, ReactNode } from 'react';

export * from '@testing-library/dom';

// Preact runs effects after the next frame; a test drives the page faster than frames come, so
// here they run once the render's own work is done, before the test reads the page again (as
// React's act environment does)
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

export type RenderResult<Q extends Queries = typeof queries> = {
  container: HTMLElement;
  baseElement: HTMLElement;
  debug: (baseElement?: Element | DocumentFragment) => void;
  rerender: (ui: ReactNode) => void;
  unmount: () => boolean;
  asFragment: () => DocumentFragment;
} & { [P in keyof Q]: BoundFunction<Q[P]> };

export interface RenderOptions {
  container?: HTMLElement;
  baseElement?: HTMLElement;
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export interface RenderHookResult<Result, Props> {
  rerender: (props?: Props) => void;
  result: { current: Result };
  unmount: () => void;
}

export interface RenderHookOptions<Props> {
  initialProps?: Props;
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export const render = preactLibrary.render as unknown as (ui: ReactNode, options?: RenderOptions) => RenderResult;

export const renderHook = preactLibrary.renderHook as unknown as <Result, Props>(
  render: (initialProps: Props) => Result,
  options?: RenderHookOptions<Props>,
) => RenderHookResult<Result, Props>;

export const cleanup: () => void = preactLibrary.cleanup;

/** Runs the callback and flushes Preact's pending renders and effects before it resolves. */
export const act = preactAct as unknown as (callback: () => unknown) => Promise<void>;

function drawn<T>(fire: () => T): T {
  let result!: T;
  void preactAct(() => {
    result = fire();
  });
  return result;
}

type FireEvent = typeof domFireEvent;
const fireEventInAct = ((element: Document | Element | Window | Node, event: Event) =>
  drawn(() => domFireEvent(element, event))) as FireEvent;
for (const name of Object.keys(domFireEvent) as (keyof FireEvent)[]) {
  const fireNamed = domFireEvent[name] as (element: Document | Element | Window | Node, init?: object) => boolean;
  (fireEventInAct as unknown as Record<string, unknown>)[name] = (element: Document | Element | Window | Node, init?: object) =>
    drawn(() => fireNamed(element, init));
}
export const fireEvent: FireEvent = fireEventInAct;
