import type { RecordScreen } from '../../shared/recordTypes';
import { isEditorPart } from '../panelSpot';
import { recordApi } from './api';

type Report = { type: string } & Record<string, unknown>;

// npm run record's page script (scripts/record/recorderScript.ts, its text from the dev server, run as a script of
// the page: the page part imports no tooling), run in the preview's page: it hears what QA does
// as it does in the recorder's Chromium, and its reports go to the dev server (POST /__authoring/record/event), each
// numbered, so the server hears them in order whatever order they arrive in. What QA does in the editors' own parts
// (this switch, the panels, the name typed) is the tool's, not the journey's: the window hears each act first and
// says whether it is in an editor part. The identity stand-in's frame (served by the sandbox on this origin) runs the
// script too, as every frame of the recorder's page does.
const PAGE = crypto.randomUUID();
let seq = 0;
let on = false;
let inEditor = false;
const sent = new Set<Promise<unknown>>();

for (const type of ['click', 'input', 'change', 'keydown']) {
  window.addEventListener(type, (event) => void (inEditor = isEditorPart(event.target)), true);
}

function send(event: Report, fromFrame: boolean): void {
  if (!on || (event.type !== 'screen' && inEditor && !fromFrame)) return;
  const call = recordApi.event(PAGE, seq++, event).catch(() => undefined);
  sent.add(call);
  void call.finally(() => sent.delete(call));
}
const report = (event: Report) => send(event, false);
const reportFromFrame = (event: Report) => send(event, true);

/** Runs the page script in a document (this page's, or a frame's of this origin), reporting through this page. */
function run(doc: Document, source: string, through: (event: Report) => void): void {
  const w = doc.defaultView as (Window & { __recordEvent?: (event: Report) => void }) | null;
  if (!w || w.__recordEvent) return;
  w.__recordEvent = through;
  const script = doc.createElement('script');
  script.textContent = source;
  (doc.head ?? doc.documentElement).append(script);
  script.remove();
}

let installing: Promise<void> | null = null;
function install(): Promise<void> {
  return (installing ??= recordApi.script().then((source) => {
    run(document, source, report);
    // Frames of this origin, as they load (the identity stand-in): the same script.
    const inject = (frame: HTMLIFrameElement) => {
      try {
        if (frame.contentDocument) run(frame.contentDocument, source, reportFromFrame);
      } catch {
        // a frame of another origin: nothing of it is heard (the stand-ins are served on this one)
      }
    };
    const watch = (frame: HTMLIFrameElement) => {
      frame.addEventListener('load', () => inject(frame));
      inject(frame);
    };
    document.querySelectorAll('iframe').forEach(watch);
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLIFrameElement) watch(node);
          else if (node instanceof Element) node.querySelectorAll('iframe').forEach(watch);
        }
      }
    }).observe(document.documentElement, { subtree: true, childList: true });
  }, (error: unknown) => {
    installing = null; // asked again at the next switch on
    throw error;
  }));
}

/** Hears QA's acts (on) or not (off). */
export async function listen(yes: boolean): Promise<void> {
  on = yes;
  if (yes) await install();
}

/** Every report sent so far has reached the dev server (or failed). */
export const allSent = (): Promise<unknown> => Promise.allSettled([...sent]);

/** The screen the page shows, as the page script reads it. */
export function screenNow(): RecordScreen {
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  return {
    path: location.pathname,
    heading: clean(document.querySelector('h1')?.textContent),
    dialog: clean(document.querySelector('dialog[open] h2, dialog[open] h1, [role="dialog"] h2, [role="dialog"] h1')?.textContent),
  };
}
