import { copyApi } from './api';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let applied: (() => void) | undefined;
import.meta.hot?.on('vite:afterUpdate', () => applied?.());

// Redraws the open page with the catalog as patched: the dev server sends the page a Fast Refresh of src/App.tsx
// (React keeps every component's state: what is typed, the open modal), and this waits until Vite has applied it.
export async function redraw(): Promise<void> {
  const done = new Promise<void>((resolve) => {
    applied = resolve;
    setTimeout(resolve, 5000);
  });
  await copyApi.refresh();
  await done;
  await settle(100);
}

// A field's message is written when the field is left (rjsf, liveValidate onBlur) and kept: after a message's
// words change, each field showing one is checked again as if just left, so it shows the new words.
export function recheckShownMessages(): void {
  for (const box of document.querySelectorAll<HTMLElement>('.field-error')) {
    if (!box.textContent?.trim() || !box.id.endsWith('-error')) continue;
    const field = document.getElementById(box.id.slice(0, -'-error'.length));
    field?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
}
