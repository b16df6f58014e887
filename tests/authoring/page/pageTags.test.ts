// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, openMark } from '../../../authoring/shared/copyTag';
import { drawnTexts, textsAt, watchPage } from '../../../authoring/page/copy/pageTags';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const editor = document.createElement('div');
const o = openMark;

beforeAll(() => {
  document.body.innerHTML = `<p id="before">${o(1)}Already drawn${CLOSE}</p>`;
  watchPage((node) => node === editor || editor.contains(node));
  document.body.append(editor);
});

/** Every mark character left anywhere in the page (text, attributes, the tab title). */
const marksLeft = () => /[\u2062-\u2064]/.test(document.documentElement.outerHTML) || /[\u2062-\u2064]/.test(document.title);

describe('the copy editor reads the marks off the page as it is drawn (pageTags)', () => {
  it('takes every mark out of the page: what was there, what is drawn after, an attribute, the tab title; not the editor\'s own', async () => {
    expect(document.getElementById('before')?.textContent).toBe('Already drawn');
    const p = document.createElement('p');
    p.innerHTML = `${o(2)}I agree to the <a href="/terms">Terms of Service</a> and ${o(3)}Harborview Bank${CLOSE}.${CLOSE}`;
    const close = document.createElement('button');
    close.setAttribute('aria-label', `${o(4)}Close${CLOSE}`);
    close.textContent = '×';
    document.body.append(p, close);
    document.title = `${o(5)}Apply for financing${CLOSE}`;
    editor.textContent = `${o(6)}the editor's own${CLOSE}`;
    await tick();
    expect(p.textContent).toBe('I agree to the Terms of Service and Harborview Bank.');
    expect(close.getAttribute('aria-label')).toBe('Close');
    expect(document.title).toBe('Apply for financing');
    expect(editor.textContent).toContain('\u2062');
    editor.textContent = '';
    expect(marksLeft()).toBe(false);
  });

  it('knows which text drew which words: a value inside a sentence, a link inside the sentence is the sentence\'s', async () => {
    const p = document.createElement('p');
    p.innerHTML = `${o(7)}Read the <a href="/terms">terms</a> of ${o(8)}Harborview${CLOSE}.${CLOSE}`;
    document.body.append(p);
    await tick();
    const drawn = drawnTexts(p).map((t) => ({ id: t.id, depth: t.depth, words: t.range.toString() }));
    expect(drawn).toEqual([{ id: 8, depth: 1, words: 'Harborview' }, { id: 7, depth: 0, words: 'Read the terms of Harborview.' }]);
    const link = p.querySelector('a')!;
    expect(textsAt(link, 0, 0)?.ids).toEqual([7]);
  });

  it('follows the app drawing new words in the same place, with their own marks or none', async () => {
    const h1 = document.createElement('h1');
    h1.textContent = `${o(9)}Apply for financing${CLOSE}`;
    document.body.append(h1);
    await tick();
    expect(drawnTexts(h1).map((t) => t.id)).toEqual([9]);
    h1.firstChild!.nodeValue = `${o(10)}Solicite financiamiento${CLOSE}`;
    await tick();
    expect(h1.textContent).toBe('Solicite financiamiento');
    expect(drawnTexts(h1).map((t) => t.id)).toEqual([10]);
    h1.firstChild!.nodeValue = 'No copy text';
    await tick();
    expect(drawnTexts(h1)).toEqual([]);
  });

  it('names an element by its marked attribute (an icon button\'s label), and nothing for words no copy text drew', async () => {
    const button = document.createElement('button');
    button.setAttribute('aria-label', `${o(11)}Close${CLOSE}`);
    const plain = document.createElement('button');
    plain.textContent = 'Not copy';
    document.body.append(button, plain);
    await tick();
    expect(textsAt(button, 0, 0)?.ids).toEqual([11]);
    expect(textsAt(plain, 0, 0)).toBeNull();
  });
});
