// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { words as copyWords } from '../../../authoring/page/copy/words';
import { words } from '../../../authoring/page/form/words';
import { CLOSE, openMark } from '../../../authoring/shared/copyTag';

// The two editors of the preview on one page, as `npm run dev` starts them (authoring/page/main.ts), the dev server
// answering nothing yet: their panels share one spot, and the copy editor's clicks in edit mode keep off the form's.
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(text) && b.closest('aside') === null)!;
const copyPanel = () => document.querySelector<HTMLElement>('#copy-editor aside')!;
const formPanel = () => document.querySelector<HTMLElement>('#fe-panel')!;

beforeAll(async () => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => Promise.resolve(new Response(
    init?.method === 'POST' ? JSON.stringify({ ok: false, problems: [{ file: '', line: 1, column: 1, message: 'no form here' }] }) : '[]',
    { status: init?.method === 'POST' ? 422 : 200, headers: { 'content-type': 'application/json' } },
  )));
  await import('../../../authoring/page/copy/copyEditor');
  await import('../../../authoring/page/form/formEditor');
});

describe('the editors\' panels share one spot', () => {
  it('opening the form panel closes the copy panel, and opening the copy panel closes the form panel', async () => {
    button(copyWords.changes).click();
    await tick();
    expect(copyPanel().hidden).toBe(false);
    button(words.toggle).click();
    await tick();
    expect(formPanel().hidden).toBe(false);
    expect(copyPanel().hidden).toBe(true);
    expect(button(words.toggle).getAttribute('aria-expanded')).toBe('true');
    button(copyWords.changes).click();
    await tick();
    expect(copyPanel().hidden).toBe(false);
    expect(formPanel().hidden).toBe(true);
    expect(button(words.toggle).getAttribute('aria-expanded')).toBe('false');
  });

  it('with copy editing on, a click inside the form panel is the panel\'s, even on words the app drew', async () => {
    button(copyWords.toggle).click();
    expect(document.querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe('true');
    button(words.toggle).click();
    await tick();
    let clicked = 0;
    const inPanel = document.createElement('button');
    inPanel.type = 'button';
    inPanel.innerHTML = `${openMark(1)}What kind of job is it?${CLOSE}`;
    inPanel.addEventListener('click', () => { clicked += 1; });
    formPanel().append(inPanel);
    await tick();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    inPanel.dispatchEvent(event);
    expect(clicked).toBe(1);
    expect(event.defaultPrevented).toBe(false);
    await tick();
    expect(copyPanel().hidden).toBe(true);
    expect(formPanel().hidden).toBe(false);
  });
});
