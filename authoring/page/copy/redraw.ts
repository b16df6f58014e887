import { copyApi } from './api';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let applied: (() => void) | undefined;
// The redraw's own update (the dev server also sends an empty one before flows:check's overlay).
import.meta.hot?.on('vite:afterUpdate', (payload) => {
  if (payload.updates.some((update) => update.path === '/src/App.tsx')) applied?.();
});

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
