import { describe, expect, it } from 'vitest';
import { parseCopy } from '../../../engine/content/parseCopy';

const FILE = 'content/en/screens/x.md';

describe('parseCopy', () => {
  it('reads the front matter and the Markdown body of a screen', () => {
    const result = parseCopy(FILE, [
      '---',
      "title: Let's lock in your offer",
      'documentTitle: Lock your offer',
      'subtitle: Almost there',
      'buttons:',
      '  continue: CONTINUE WITH OFFER',
      'labels:',
      '  amount: Amount',
      '---',
      '',
      'Pay {amount|currency} to **{merchantName}**.',
      '',
    ].join('\n'));
    expect(result).toEqual({
      ok: true,
      value: {
        title: "Let's lock in your offer",
        documentTitle: 'Lock your offer',
        subtitle: 'Almost there',
        buttons: { continue: 'CONTINUE WITH OFFER' },
        labels: { amount: 'Amount' },
        variants: {},
        body: 'Pay {amount|currency} to **{merchantName}**.',
      },
    });
  });

  it('uses the title as the tab title and empty maps when the file gives none', () => {
    const result = parseCopy(FILE, '---\ntitle: Loan Confirmed\n---\n');
    expect(result).toEqual({
      ok: true,
      value: { title: 'Loan Confirmed', documentTitle: 'Loan Confirmed', buttons: {}, labels: {}, variants: {}, body: '' },
    });
  });

  it('reads variants, with a changed heading also changing the tab title', () => {
    const result = parseCopy(FILE, [
      '---',
      'title: Canceled',
      'variants:',
      '  merchantDeclined:',
      '    title: Merchant declined',
      '    body: |',
      '      Contact **{merchantName}**.',
      '    buttons:',
      '      ok: OK',
      '---',
      'Generic.',
    ].join('\n'));
    expect(result.ok && result.value.variants).toEqual({
      merchantDeclined: { title: 'Merchant declined', documentTitle: 'Merchant declined', body: 'Contact **{merchantName}**.', buttons: { ok: 'OK' } },
    });
  });

  it('accepts Windows line endings', () => {
    const result = parseCopy(FILE, '---\r\ntitle: Hello\r\n---\r\nBody\r\n');
    expect(result.ok && result.value.body).toBe('Body');
  });

  it.each([
    ['invalid YAML', '---\ntitle: Hello\nbuttons: [oops\n---\n', /^content\/en\/screens\/x\.md:3: front matter is not valid YAML: /],
    ['a bad indentation', '---\ntitle: Hello\nbuttons:\n  ok: OK\n bad: x\n---\n', /^content\/en\/screens\/x\.md:5: front matter is not valid YAML: /],
    ['a duplicate key', '---\ntitle: Hello\ntitle: Again\n---\n', /^content\/en\/screens\/x\.md:3: front matter is not valid YAML: .*unique/],
    ['no front matter', 'Just a body', /^content\/en\/screens\/x\.md:1: front matter is missing/],
    ['an unclosed front matter', '---\ntitle: Hello\n', /^content\/en\/screens\/x\.md:3: front matter is not closed/],
    ['a front matter whose closing line was deleted', '---\ntitle: Hello\nbuttons:\n  ok: OK\n\nTo continue, unfreeze your credit:\n\n1. Go to the bureau.\n', /^content\/en\/screens\/x\.md:6: front matter is not closed: add a line '---' before this line/],
    ['an empty front matter', '---\n---\nBody', /^content\/en\/screens\/x\.md:2: front matter is empty/],
    ['a missing title', '---\nsubtitle: Hi\n---\n', /^content\/en\/screens\/x\.md:2: front matter has no title/],
    ['an empty title', '---\ntitle:\n---\n', /^content\/en\/screens\/x\.md:2: title must be a non-empty text/],
    ['a misspelt key', '---\ntitle: Hi\nbutons:\n  ok: OK\n---\n', /^content\/en\/screens\/x\.md:3: front matter has an unknown key 'butons'/],
    ['a button that is a list', '---\ntitle: Hi\nbuttons:\n  ok:\n    - OK\n---\n', /^content\/en\/screens\/x\.md:5: buttons\.ok must be a non-empty text/],
    ['buttons that are not a map', '---\ntitle: Hi\nbuttons: OK\n---\n', /^content\/en\/screens\/x\.md:3: buttons must be a list of 'key: value' lines/],
    ['a misspelt variant key', '---\ntitle: Hi\nvariants:\n  a:\n    titel: X\n---\n', /^content\/en\/screens\/x\.md:5: variants\.a has an unknown key 'titel'/],
  ])('reports %s with the file and line to fix', (_case, text, message) => {
    const result = parseCopy(FILE, text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it.each([
    ['a title starting with a placeholder', '---\ntitle: {merchantName} declined\n---\n', "x.md:2: front matter is not valid YAML: Unexpected scalar at node end (a text that starts with '{' or '[' must be in quotes)"],
    ['a label containing a colon', "---\ntitle: Hi\nlabels:\n  apr: APR: 5%\n---\n", "x.md:4: front matter is not valid YAML: Nested mappings are not allowed in compact mappings (a text that contains ': ' must be in quotes)"],
  ])('tells product how to fix %s', (_case, text, message) => {
    expect(parseCopy('x.md', text)).toEqual({ ok: false, error: message });
  });

  it('reports a misspelt title once, with the key it was meant to be', () => {
    expect(parseCopy('x.md', '---\ntitel: Hi\n---\n')).toEqual({
      ok: false, error: "x.md:2: front matter has an unknown key 'titel' (did you mean 'title'? allowed: title, documentTitle, subtitle, buttons, labels, variants)",
    });
  });

  it('reports every problem of a file, one per line', () => {
    const result = parseCopy(FILE, '---\ntitle: Hi\nbutons: {}\nlabels:\n  a: [x]\n---\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.split('\n')).toHaveLength(2);
  });
});
