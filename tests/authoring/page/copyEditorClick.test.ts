// @vitest-environment jsdom
// A click on words with the copy editor on never does nothing (issue 47): a text the dev server does not name, or a
// read of the copy files that failed, is said in the panel; a click on the screen the boot painted before the app
// (its words carry no marks) is said to wait, and opens the text at that point once the app has drawn it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { words } from '../../../authoring/shared/copyEditorWords';
import { CLOSE, openMark } from '../../../authoring/shared/copyTag';
import { FIRST_PAINT_ATTRIBUTE } from '../../../src/start/firstScreen';

/** What the dev server answers: the marks it names, and whether it reads the copy files. */
const server = { tags: [{ locale: 'en', file: 'screens/entry.md', key: 'variants.fullForm.buttons.submit' }], entriesFail: true };
const ENTRY = { file: 'screens/entry.md', key: 'variants.fullForm.buttons.submit', markdown: false, values: { en: 'APPLY', 'es-US': 'SOLICITAR' } };

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const panel = () => document.querySelector<HTMLElement>('#copy-editor .ce-panel')!;
const panelSays = () => (panel().hidden ? '(panel closed)' : panel().querySelector('.ce-body')?.textContent ?? '');
/** A button as the app draws it, its words marked as text number `id`. */
const appButton = (id: number) => {
  const button = document.createElement('button');
  button.textContent = `${openMark(id)}APPLY${CLOSE}`;
  return button;
};
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 10, clientY: 10 }));

beforeAll(async () => {
  // jsdom lays nothing out: the outline around the text opened has no box to follow.
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.stubGlobal('fetch', async (url: string) => {
    const call = String(url).split('/').pop();
    if (call === 'tags') return new Response(JSON.stringify(server.tags), { status: 200 });
    if (call === 'entries' && server.entriesFail) return new Response(JSON.stringify({ problems: [{ message: 'content/en/site.yaml is not UTF-8' }] }), { status: 500 });
    if (call === 'entries') return new Response(JSON.stringify([ENTRY]), { status: 200 });
    return new Response('{}', { status: 404 });
  });
  await import('../../../authoring/page/copy/copyEditor');
  await settle();
  document.querySelector<HTMLElement>('#copy-editor .ce-switch')!.click();
  await settle();
});
afterAll(() => vi.unstubAllGlobals());

describe('a click on words in edit mode is never silently lost (copyEditor)', () => {
  it('a read of the copy files that failed stays said in the panel, not replaced by boxes for a text it could not read', async () => {
    const button = appButton(0);
    document.body.prepend(button);
    await settle();
    click(button);
    await settle();
    expect(panelSays()).toBe(words.unreachable('content/en/site.yaml is not UTF-8'));
    button.remove();
  });

  it('a text the dev server does not name says so in the panel', async () => {
    server.entriesFail = false;
    const button = appButton(1);
    document.body.prepend(button);
    await settle();
    click(button);
    await settle();
    expect(panelSays()).toBe(words.notNamed);
    button.remove();
  });

  it('a click on the screen the boot painted says the page is starting, then opens the text the app draws there', async () => {
    const painted = document.createElement('div');
    painted.setAttribute(FIRST_PAINT_ATTRIBUTE, 'entry');
    painted.innerHTML = '<main><button>APPLY</button></main>';
    document.body.prepend(painted);
    await settle();
    click(painted.querySelector('button')!);
    await settle();
    expect(panelSays()).toBe(words.starting);
    // The app takes over: its screen, with the marks, where the painted one was.
    const app = appButton(0);
    document.elementFromPoint = () => app;
    painted.replaceWith(app);
    await settle();
    expect(panel().querySelector('.ce-where')?.textContent, panelSays()).toBe(`${ENTRY.file} · ${ENTRY.key}`);
    app.remove();
  });
});
