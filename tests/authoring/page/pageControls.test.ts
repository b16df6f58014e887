// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clickIsThePages } from '../../../authoring/page/copy/pageControls';

// In edit mode a click opens the words under it in the copy editor, except where the click is the page's own
// (issue 46: a click on "Español" switched nothing and opened the word instead).
describe('where a click in edit mode stays the page\'s', () => {
  document.body.innerHTML = `<header><nav><button type="button" class="banner-language" lang="es-US"><span>Español</span></button></nav></header>
<main><h1>Apply</h1><button type="button">Continue</button><label>Email <input id="email"></label><a href="/terms">terms</a></main>`;
  const at = (selector: string) => document.querySelector(selector);

  it.each([['the language switch', '.banner-language'], ['words inside it', '.banner-language span'], ['a form field', '#email']])('%s: the page\'s', (_name, selector) => {
    expect(clickIsThePages(at(selector))).toBe(true);
  });

  it.each([['a heading', 'h1'], ['a button', 'main button'], ['a link', 'a'], ['a field\'s label', 'label']])('%s: opens in the editor', (_name, selector) => {
    expect(clickIsThePages(at(selector))).toBe(false);
  });
});
