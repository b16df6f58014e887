import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CopyEditError, copyLeaves, setCopyValue } from '../../../authoring/server/copy/copyEditorFile';

const repo = resolve(__dirname, '..', '..', '..');
const entry = readFileSync(join(repo, 'content/en/screens/entry.md'), 'utf8');
const changed = (a: string, b: string) => a.split('\n').map((l, i) => [l, b.split('\n')[i]]).filter(([x, y]) => x !== y);

describe('a copy edit changes its value and nothing else (copyEditorFile)', () => {
  it('replaces one front-matter value in place: comments, key order and every other line stay', () => {
    const next = setCopyValue('screens/entry.md', entry, 'variants.fullForm.subtitle', 'Fewer details, same plans.');
    expect(changed(entry, next)).toEqual([["    subtitle: A few details and you'll see your plans. It won't affect your credit score.", '    subtitle: Fewer details, same plans.']]);
    expect(next.startsWith('---\n# The payment-link entry page.')).toBe(true);
  });

  it('keeps a value\'s quotes, and quotes a value that could not stay bare', () => {
    const yaml = "# messages\nenterFirstName: 'Enter first name'\ntwoLettersMinimum: Two letters minimum\n";
    expect(setCopyValue('messages.yaml', yaml, 'enterFirstName', "What's your first name?")).toBe("# messages\nenterFirstName: 'What''s your first name?'\ntwoLettersMinimum: Two letters minimum\n");
    expect(setCopyValue('messages.yaml', yaml, 'twoLettersMinimum', 'Note: two letters')).toBe("# messages\nenterFirstName: 'Enter first name'\ntwoLettersMinimum: 'Note: two letters'\n");
    expect(setCopyValue('messages.yaml', yaml, 'twoLettersMinimum', '{count} letters')).toContain("twoLettersMinimum: '{count} letters'");
  });

  it('edits the Markdown text as Markdown, keeping the file\'s CRLF line endings', () => {
    const crlf = '---\r\ntitle: Hi # greeting\r\n---\r\nFirst line.\r\n';
    const next = setCopyValue('modals/x.md', crlf, 'body', 'One **bold** line.\n\nA second [link](/terms).');
    expect(next).toBe('---\r\ntitle: Hi # greeting\r\n---\r\nOne **bold** line.\r\n\r\nA second [link](/terms).\r\n');
    expect(setCopyValue('modals/x.md', crlf, 'title', 'Hello')).toBe('---\r\ntitle: Hello # greeting\r\n---\r\nFirst line.\r\n');
  });

  it('reads every text of a file by key, lists included', () => {
    const read = copyLeaves('site.yaml', 'a: x\nlist:\n  - one\n  - two\nnested:\n  b: y\n');
    expect(read.ok && read.leaves.map((l) => `${l.key}=${l.value}`)).toEqual(['a=x', 'list.0=one', 'list.1=two', 'nested.b=y']);
  });

  it('refuses a key the file does not have, and a file that does not read', () => {
    expect(() => setCopyValue('screens/entry.md', entry, 'variants.nope.title', 'x')).toThrow(CopyEditError);
    expect(() => setCopyValue('messages.yaml', 'a: [unclosed\n', 'a', 'x')).toThrow(/does not read/);
  });
});
