import { describe, expect, it } from 'vitest';
import { copyPatterns, matchText } from '../../../src/dev/copyEditor/matchText';
import type { CopyEntry } from '../../../src/dev/copyEditor/types';

const entry = (file: string, key: string, en: string, es = en, markdown = key === 'body'): CopyEntry => ({ file, key, markdown, values: { en, 'es-US': es } });
const entries = [
  entry('screens/entry.md', 'title', "Let's get started", 'Comencemos'),
  entry('screens/entry.md', 'variants.fullForm.title', 'Apply for financing', 'Solicite financiamiento'),
  entry('screens/entry.md', 'body', '{merchantName} offers financing for your {amount|currency} purchase.\n\nRead the **terms** [here](/terms).'),
  entry('screens/entry.md', 'buttons.submit', 'CONTINUE'),
  entry('screens/phone.md', 'buttons.submit', 'CONTINUE'),
  entry('modals/aprInfo.md', 'title', 'What is APR?'),
  entry('modals/aprInfo.md', 'buttons.close', 'Close'),
  entry('site.yaml', 'header.close', 'Close'),
  entry('site.yaml', 'banner.lender', '{lenderName}'),
  entry('messages.yaml', 'twoLettersMinimum', 'Two letters minimum', 'Mínimo dos letras'),
];
const keys = (text: string, locale = 'en', context = {}) => matchText(copyPatterns(entries, locale), text, context).map((m) => `${m.entry.file} ${m.entry.key}`);

describe('which copy text the clicked words came from (matchText)', () => {
  it('finds a text by its words, a {placeholder} standing for the value the screen shows', () => {
    expect(keys('Bright Plumbing offers financing for your $2,400.00 purchase.')).toEqual(['screens/entry.md body']);
    expect(keys('Two letters minimum')).toEqual(['messages.yaml twoLettersMinimum']);
  });

  it('reads Markdown as shown: a paragraph without its emphasis marks and link address', () => {
    expect(keys('Read the terms here.')).toEqual(['screens/entry.md body']);
  });

  it('matches the language being previewed', () => {
    expect(keys('Mínimo dos letras', 'es-US')).toEqual(['messages.yaml twoLettersMinimum']);
    expect(keys('Mínimo dos letras', 'en')).not.toContain('messages.yaml twoLettersMinimum');
  });

  it('puts the screen\'s own file first when several have the words (found by its heading)', () => {
    expect(keys('CONTINUE', 'en', { heading: 'Apply for financing' })[0]).toBe('screens/entry.md buttons.submit');
    expect(keys('CONTINUE', 'en', { heading: 'Apply for financing' })).toHaveLength(2);
  });

  it('puts the open modal\'s file first', () => {
    expect(keys('Close', 'en', { dialogTitle: 'What is APR?', heading: 'Apply for financing' })[0]).toBe('modals/aprInfo.md buttons.close');
  });

  it('offers a text that is only a {placeholder} when nothing else matches, and no text for words no file has', () => {
    expect(keys('Harborview Partner Bank')).toEqual(['site.yaml banner.lender']);
    expect(keys('Apply for financing')).toEqual(['screens/entry.md variants.fullForm.title']);
    expect(keys('')).toEqual([]);
  });
});
