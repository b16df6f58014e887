// Issue 47: the "Still needed" line under a disabled submit is one sentence. Its full stop is content's
// (messages.yaml: submitNeeds); a list whose last label already ends a sentence (a question) gets no second mark
// ("...business?." read wrong to a borrower). The words are read from content/ in both languages.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { markText, withoutMarks } from '../../../authoring/shared/copyTag';
import { stillNeeded } from '../../../engine/forms/stillNeeded';

const messagesOf = (locale: string) => parse(readFileSync(new URL(`../../../content/${locale}/messages.yaml`, import.meta.url), 'utf8')) as Record<string, string>;
const LOCALES = [['en', 'en'], ['es-US', 'es']] as const;
const line = (needs: string[], labels: Record<string, string>, locale: string, language: string) => stillNeeded(needs, { labels, copyValues: {}, messages: messagesOf(locale), language, pipes: {} });

describe('the "Still needed" line ends as one sentence', () => {
  it.each(LOCALES)('in %s, a question last in the list keeps its own mark and gets no full stop after it', (locale, language) => {
    const template = messagesOf(locale).submitNeeds!;
    const labels = { firstName: 'Name', homeBased: language === 'es' ? '¿Es un negocio en casa?' : 'Is this a home-based business?' };
    const said = line(['homeBased'], labels, locale, language);
    expect(said).toBe(template.replace('{fields}.', labels.homeBased));
    expect(said.endsWith(`${labels.homeBased}`)).toBe(true);
    const two = line(['firstName', 'homeBased'], labels, locale, language);
    expect(two.endsWith(labels.homeBased)).toBe(true);
    expect(two).toContain(labels.firstName);
  });

  // `npm run dev` with the copy editor: every copy text reaches the page wrapped in the editor's invisible marks
  // (authoring/server/copy/copyEditorTags.ts), so the question's label ends "?" and a mark; the line then read
  // "...home?." on the guide's job_details screen.
  it.each(LOCALES)('in %s, with the copy editor\'s invisible marks around every text, a question last gets no full stop after it', (locale, language) => {
    const messages = messagesOf(locale);
    const homeOwner = language === 'es' ? '¿La vivienda es suya o la alquila?' : 'Do you own or rent the home?';
    const marked = { ...messages, submitNeeds: markText(messages.submitNeeds!, 5), submitNeedsAgreement: markText(messages.submitNeedsAgreement!, 6) };
    const said = stillNeeded(['homeOwner'], { labels: { homeOwner: markText(homeOwner, 9) }, copyValues: {}, messages: marked, language, pipes: {} });
    expect(said).not.toBe(withoutMarks(said));
    expect(withoutMarks(said)).toBe(messages.submitNeeds!.replace('{fields}.', homeOwner));
    const plain = stillNeeded(['name'], { labels: { name: markText('First name', 10) }, copyValues: {}, messages: marked, language, pipes: {} });
    expect(withoutMarks(plain)).toBe(messages.submitNeeds!.replace('{fields}', 'First name'));
  });

  it('an exclamation or a label ending in a full stop gets no second mark either', () => {
    expect(line(['a'], { a: 'Pick one!' }, 'en', 'en')).not.toMatch(/!\.$/);
    expect(line(['a'], { a: 'Suite, apt., etc.' }, 'en', 'en')).not.toMatch(/\.\.$/);
  });

  it.each(LOCALES)('in %s, a list of plain labels still ends with content\'s full stop, and a question first in the list keeps it', (locale, language) => {
    const template = messagesOf(locale).submitNeeds!;
    expect(template).toMatch(/\{fields\}\.$/);
    expect(line(['firstName'], { firstName: 'First name' }, locale, language)).toBe(template.replace('{fields}', 'First name'));
    const said = line(['q', 'firstName'], { q: 'Own or rent?', firstName: 'First name' }, locale, language);
    expect(said.endsWith('First name.')).toBe(true);
  });
});
