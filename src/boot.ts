// The page's first script, kept small so it runs as soon as the HTML is read: it starts, in parallel, the three
// downloads the first screen waits for (the app's modules, the borrower's language's copy, and the payment link's
// first read, src/runtime/earlyRead.ts), instead of one after the other. The app (src/main.tsx) then finds the
// copy and the read already on their way. If the app's code cannot be downloaded, the page says so in the words
// index.html carries (scripts/vite/bootShell.ts) instead of a skeleton that never ends.
import { loaders } from 'virtual:content-locales';
import { pickLocale } from './content/pickLocale';
import { startEarlyRead } from './runtime/earlyRead';
// The styles come with the page (linked in index.html by the build), so the boot shell is drawn in the app's boxes.
import './styles/app.css';

const locale = pickLocale();
try {
  startEarlyRead();
} catch {
  // The app reads for itself then.
}
// The copy's chunk: the app asks for the same module, so this only starts its download sooner.
(loaders[locale] ?? loaders.en)?.().catch(() => undefined);

import('./main').then(
  (app) => app.start(locale),
  () => {
    const failed = document.querySelector<HTMLElement>('[data-boot-failed]');
    if (failed) failed.hidden = false;
    document.querySelector('.boot-skeleton')?.removeAttribute('aria-busy');
    failed?.querySelector('a')?.focus();
  },
);
