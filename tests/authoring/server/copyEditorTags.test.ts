import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContentFile } from '../../../engine/content/compileContentFile';
import { copyTags } from '../../../authoring/server/copy/copyEditorTags';
import { readMarks, withoutMarks } from '../../../authoring/shared/copyTag';

const repo = join(__dirname, '..', '..', '..');
const compiled = (locale: string, file: string, part: 'all' | 'head' | 'body' = 'all') => {
  const text = readFileSync(join(repo, 'content', locale, file), 'utf8');
  return { text, compiled: compileContentFile(`content/${locale}/${file}`, text, part) };
};
/** The key each text of a marked compiled value names, by its path in the value. */
function named(tags: ReturnType<typeof copyTags>, value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') {
    const opened = readMarks(value).events.find((e): e is { at: number; open: number } => 'open' in e);
    const tag = opened ? tags.list()[opened.open] : undefined;
    return tag ? { [path]: `${tag.locale} ${tag.file} ${tag.key}` } : {};
  }
  if (value && typeof value === 'object') return Object.assign({}, ...Object.entries(value).map(([k, v]) => named(tags, v, path ? `${path}.${k}` : k)));
  return {};
}

describe('the dev server marks each copy text with its locale, file and key (copyTags)', () => {
  it('a screen: each text by its own key; a tab title the file does not give, by the title it is', () => {
    const tags = copyTags();
    const { text, compiled: entry } = compiled('es-US', 'screens/entry.md');
    const marked = tags.mark('es-US', 'screens/entry.md', text, entry) as { ok: true; value: Record<string, unknown> };
    const keys = named(tags, marked.value);
    expect(keys).toMatchObject({
      title: 'es-US screens/entry.md title',
      documentTitle: 'es-US screens/entry.md title',
      'labels.reviewed': 'es-US screens/entry.md labels.reviewed',
      'variants.fullForm.title': 'es-US screens/entry.md variants.fullForm.title',
      'variants.fullForm.documentTitle': 'es-US screens/entry.md variants.fullForm.title',
      body: 'es-US screens/entry.md body',
    });
    // Marks only: the same copy once they are read off.
    expect(JSON.parse(withoutMarks(JSON.stringify(marked)))).toEqual(entry);
  });

  it('site.yaml: words marked, a list by index, addresses (email, phone, web address) left as they are', () => {
    const tags = copyTags();
    const { text, compiled: site } = compiled('en', 'site.yaml');
    const marked = tags.mark('en', 'site.yaml', text, site) as { ok: true; value: Record<string, unknown> };
    const keys = named(tags, marked.value);
    expect(keys).toMatchObject({ lenderName: 'en site.yaml lenderName', 'offerBullets.1': 'en site.yaml offerBullets.1', 'header.close': 'en site.yaml header.close' });
    for (const address of ['supportEmail', 'supportPhone', 'marketingSiteUrl', 'creditBureau.website', 'creditBureau.phone']) expect(keys[address], address).toBeUndefined();
    expect(marked.value.supportEmail).toBe((site as { ok: true; value: Record<string, unknown> }).value.supportEmail);
  });

  it('a legal document\'s text alone (its `?body` module) is its body; one number per text, whichever file asks', () => {
    const tags = copyTags();
    const { text, compiled: body } = compiled('en', 'screens/terms.md', 'body');
    expect(named(tags, tags.mark('en', 'screens/terms.md', text, body))).toEqual({ '': 'en screens/terms.md body' });
    const again = compiled('en', 'screens/terms.md', 'head');
    tags.mark('en', 'screens/terms.md', again.text, again.compiled);
    expect(tags.list().filter((t) => t.file === 'screens/terms.md' && t.key === 'body')).toHaveLength(1);
  });

  it('leaves a file that does not compile as it is', () => {
    const tags = copyTags();
    const broken = compileContentFile('content/en/messages.yaml', 'a: [', 'all');
    expect(tags.mark('en', 'messages.yaml', 'a: [', broken)).toEqual(broken);
  });
});
