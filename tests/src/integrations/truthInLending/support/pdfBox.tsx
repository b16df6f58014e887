// What a browser gives the PDF viewer and jsdom does not: a laid-out document box (its width), ResizeObserver, and a
// stand-in for react-pdf (it needs a canvas and a worker) that reports a US Letter page and draws its scale.
import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { expect } from 'vitest';

/** A US Letter page's width in PDF points (the sandbox's documents are US Letter). */
export const LETTER_WIDTH = 612;

let boxWidth = 0;
const observers = new Set<() => void>();

/** Lays the document box out at this width (and tells the observers, as a browser does after a rotation). */
export function setBoxWidth(width: number): void {
  boxWidth = width;
  observers.forEach((notify) => notify());
}

/** Turns the phone: the window's width changes (a 'resize' event), and so does the document box. */
export function rotate(windowWidth: number, newBoxWidth: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: windowWidth });
  setBoxWidth(newBoxWidth);
  window.dispatchEvent(new Event('resize'));
}

/** Installs the box width and ResizeObserver; returns the undo for afterEach. */
export function installPdfBox(width: number): () => void {
  boxWidth = width;
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) { return this.classList.contains('til-document') ? boxWidth : 0; },
  });
  class FakeResizeObserver {
    private readonly notify: () => void;
    constructor(callback: () => void) { this.notify = () => callback(); }
    observe() { observers.add(this.notify); }
    unobserve() { observers.delete(this.notify); }
    disconnect() { observers.delete(this.notify); }
  }
  const hadObserver = 'ResizeObserver' in globalThis;
  const previousObserver = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original);
    if (hadObserver) (globalThis as { ResizeObserver?: unknown }).ResizeObserver = previousObserver;
    else delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    observers.clear();
  };
}

/** The react-pdf stand-in: reports the page width once loaded, and shows the scale it was asked to draw at. */
export function FakePdfDocument({ base64, scale, onPageWidth }: { base64: string; scale: number | null; onPageWidth?: (width: number) => void }) {
  useEffect(() => { onPageWidth?.(LETTER_WIDTH); }, [onPageWidth]);
  return <div data-testid="pdf" data-scale={scale === null ? '' : String(scale)}>{base64}</div>;
}

/** The stand-in once it draws pages: lazy-loaded, then told its scale when the page width is known. */
export async function drawnPdf(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByTestId('pdf').getAttribute('data-scale')).not.toBe(''));
  return screen.getByTestId('pdf');
}
