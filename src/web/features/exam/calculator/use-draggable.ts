import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';

// room left between a panel moved to a side and the window's edge
const EDGE_GAP = 8;

interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A fixed panel moved by a handle with pointer events (mouse, pen and touch alike),
 * never left partly off screen: not after a drag, not after the window shrinks.
 */
export function useDraggable<T extends HTMLElement>(start: Point) {
  const [position, setPosition] = useState(start);
  const panelRef = useRef<T>(null);
  const grab = useRef<{ pointerId: number; offset: Point } | null>(null);

  const keepInside = useCallback((point: Point): Point => {
    const panel = panelRef.current;
    const maxX = Math.max(0, window.innerWidth - (panel?.offsetWidth ?? 0));
    const maxY = Math.max(0, window.innerHeight - (panel?.offsetHeight ?? 0));
    return { x: Math.min(Math.max(0, point.x), maxX), y: Math.min(Math.max(0, point.y), maxY) };
  }, []);

  // layout effect: on a phone narrower than 100 + the panel, correct before the first paint
  useLayoutEffect(() => {
    const refit = () => setPosition((current) => keepInside(current));
    refit();
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [keepInside]);

  const handleProps = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // the close button sits on the handle and must stay a plain button
      if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button'))) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      grab.current = { pointerId: event.pointerId, offset: { x: event.clientX - position.x, y: event.clientY - position.y } };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = grab.current;
      if (!current || current.pointerId !== event.pointerId) return;
      setPosition(keepInside({ x: event.clientX - current.offset.x, y: event.clientY - current.offset.y }));
    },
    onPointerUp() {
      grab.current = null;
    },
    onPointerCancel() {
      grab.current = null;
    },
  };

  /** WCAG 2.5.7: what a drag does, without one: across to the other side of the window, as far as it goes. */
  const moveToOtherSide = useCallback(() => {
    setPosition((current) => {
      const width = panelRef.current?.offsetWidth ?? 0;
      const onLeft = current.x + width / 2 < window.innerWidth / 2;
      return keepInside({ x: onLeft ? window.innerWidth - width - EDGE_GAP : EDGE_GAP, y: current.y });
    });
  }, [keepInside]);

  return { position, panelRef, handleProps, moveToOtherSide };
}
