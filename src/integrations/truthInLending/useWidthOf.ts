import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Why: a document is fitted to the box it is drawn in, and that box has no width until its modal opens (a closed
 * <dialog> is not laid out) and a new one after a rotation; this follows the box's inner width (0 until laid out).
 */
export function useWidthOf(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
