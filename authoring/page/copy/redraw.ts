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
