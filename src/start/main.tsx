// Starts the borrower app (src/start/boot.ts imports it and calls start with the borrower's language), in stages so that
// no stage is one long task on a slow phone: this module (React), then, each in a task of its own, the copy, the
// app's own modules (src/start/startApp.tsx), the flows and the engine's dependencies, and the first render. The app's
// stage downloads beside this one: the boot asks for it in the next task (src/start/appCodeAhead.ts,
// scripts/vite/startStages.ts). A flow or copy that cannot be read shows its problems on a page instead of a white
// screen.
import { createRoot, type Root } from './reactDom';
import { loadLocale } from '../content/locale';
import { adoptPaintedForm, readPaintedForm } from '../firstPaint/adoptPaintedForm';
import { FIRST_PAINT_ATTRIBUTE, onFirstScreen } from './firstScreen';
import { ConfigProblems } from '../screens/ConfigProblems';
import { nextTask } from './schedule';

/**
 * How long a painted first screen may stay in front of an app that has started rendering but drawn no screen yet
 * (a read that hangs): then the app shows anyway, its loading state included.
 */
const TAKEOVER_LIMIT_MS = 10_000;
/** Starts the limit once the app renders (never before: an app with nothing rendered must not replace the page). */
let armTakeoverLimit: () => void = () => undefined;
/** Whether the boot painted a form, which the app takes over once it has drawn its own. */
let formPainted = false;

// The page's root. When the boot painted the first screen (src/firstPaint), the app renders beside it, hidden, and
// replaces it once it has drawn its own first screen (the same heading and copy, so nothing moves): the borrower
// never sees the app's loading state over a screen they were already reading.
function mountPoint(): HTMLElement {
  const host = document.getElementById('root') as HTMLElement;
  if (!host.hasAttribute(FIRST_PAINT_ATTRIBUTE)) return host;
  const container = document.createElement('div');
  container.hidden = true;
  host.removeAttribute('id');
  container.id = 'root';
  host.after(container);
  let shown = false;
  // A painted form (src/firstPaint/paintScreen.ts) is replaced by the app's once that is drawn, and what the borrower
  // typed there goes into it, in the task that draws it, before the browser shows the frame.
  const paintedForm = host.querySelector('main form') !== null;
  formPainted = paintedForm;
  const show = () => {
    if (shown) return;
    shown = true;
    const answers = paintedForm ? readPaintedForm(host) : null;
    host.remove();
    container.hidden = false;
    if (answers) queueMicrotask(() => adoptPaintedForm(answers, container));
  };
  onFirstScreen(show, { form: paintedForm });
  armTakeoverLimit = () => {
    armTakeoverLimit = () => undefined;
    setTimeout(show, TAKEOVER_LIMIT_MS);
  };
  return container;
}

/**
 * Renders the app in `locale` once its copy is in. Resolves once the app's stages have run; rejects when one of them
 * could not be downloaded (the boot then says that the app could not be loaded).
 */
export async function start(locale: string): Promise<void> {
  // This module ran in the task that called start: React's listeners on the page (createRoot), the copy, the app's
  // modules and the flows each get a task of their own.
  await nextTask();
  const root: Root = createRoot(mountPoint());
  try {
    await loadLocale(locale);
  } catch (error) {
    root.render(<ConfigProblems problems={[error instanceof Error ? error.message : String(error)]} generic="" />);
    return;
  }
  await nextTask();
  const app = await import('./startApp');
  await nextTask();
  app.render(root, () => armTakeoverLimit());
  // A painted form: its code (downloaded with the app's, src/start/formCodeAhead.ts) runs in a task of its own now,
  // so the app draws its form with its first screen and takes the painted one over without waiting for it.
  if (formPainted) {
    await nextTask();
    app.runFormCode();
  }
}
