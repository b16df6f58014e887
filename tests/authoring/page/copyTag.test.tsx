import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { copyEditorStore } from '../../../authoring/server/copy/copyEditorStore';
import { markText, openMark, CLOSE, readMarks, withoutMarks } from '../../../authoring/shared/copyTag';
import { PLACEHOLDER } from '../../../engine/content/interpolate';
import { Markdown } from '../../../src/ui/Markdown';
import { plainText } from '../../../src/ui/plainText';

const texts = copyEditorStore(process.cwd()).entries().flatMap((e) => Object.entries(e.values).map(([locale, value]) => ({ where: `${locale}/${e.file} ${e.key}`, value })));

describe('the copy editor\'s marks (copyTag): which key drew a text, in the text itself', () => {
  it('reads back what was marked: the words unchanged, where each text opened and closed', () => {
    const marked = `${openMark(0)}Loans are made by ${openMark(1029)}Harborview${CLOSE}.${CLOSE}`;
    expect(readMarks(marked)).toEqual({
      text: 'Loans are made by Harborview.',
      events: [{ at: 0, open: 0 }, { at: 18, open: 1029 }, { at: 28, close: true }, { at: 29, close: true }],
    });
    expect(withoutMarks(markText('# Title\n\n- one\n- two', 7))).toBe('# Title\n\n- one\n- two');
  });

  it('marks each line\'s words inside its Markdown marks (a heading, a list item, emphasis, a table cell)', () => {
    const o = openMark(3);
    expect(markText('## Your plan', 3)).toBe(`## ${o}Your plan${CLOSE}`);
    expect(markText('- **Rates** from 0%\n1. _First_', 3)).toBe(`- **${o}Rates** from 0%${CLOSE}\n1. _${o}First${CLOSE}_`);
    expect(markText('| A | B |\n|---|---|', 3)).toBe(`| ${o}A${CLOSE} | ${o}B${CLOSE} |\n|---|---|`);
    expect(markText('Line one  \nLine two\\', 3)).toBe(`${o}Line one${CLOSE}  \n${o}Line two${CLOSE}\\`);
    // A web address ending a line would take a closing mark into its link: the text ends with its box instead.
    expect(markText('Enter a website, like http://www.example.com', 3)).toBe(`${o}Enter a website, like http://www.example.com`);
  });

  it('leaves an address as it is: the app puts it in links and checks, not only on the screen', () => {
    for (const address of ['support@example-lender.test', 'https://www.example-lender.test', '(555) 010-0199', '1-800-555-0142', '/logo.svg']) {
      expect(markText(address, 3)).toBe(address);
    }
  });

  it(`draws every copy text of content/ (${texts.length} in all locales) exactly as without marks, as Markdown and as plain text`, () => {
    expect(texts.length).toBeGreaterThan(500);
    const differ: string[] = [];
    for (const { where, value } of texts) {
      // Each value a screen would give: a number where a pipe formats it, else words.
      const values: Record<string, unknown> = {};
      for (const [, name, pipe] of value.matchAll(PLACEHOLDER)) {
        const path = name!.split('.');
        let at = values;
        for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
        at[path.at(-1)!] = pipe ? 1234 : 'Sample value';
      }
      const html = (text: string, inline: boolean) => renderToStaticMarkup(createElement(Markdown, { text, values, inline }));
      const marked = markText(value, 42);
      for (const inline of [false, true]) if (withoutMarks(html(marked, inline)) !== html(value, inline)) differ.push(`${where} (${inline ? 'inline' : 'block'}): ${html(value, inline).slice(0, 80)} / ${withoutMarks(html(marked, inline)).slice(0, 80)}`);
      if (withoutMarks(plainText(marked, values)) !== plainText(value, values)) differ.push(`${where} (plain)`);
    }
    expect(differ).toEqual([]);
  });
});
