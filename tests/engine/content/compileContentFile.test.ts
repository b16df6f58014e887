import { describe, expect, it } from 'vitest';
import { compileContentFile } from '../../../engine/content/compileContentFile';

describe('compileContentFile (what the browser gets instead of YAML)', () => {
  it('turns a flow file into its data', () => {
    expect(compileContentFile('flows/common.yaml', 'version: 1\nscreens:\n  error:\n    path: /error\n')).toEqual({
      ok: true, value: { version: 1, screens: { error: { path: '/error' } } },
    });
  });

  it('names the file, line and column of a YAML slip', () => {
    const compiled = compileContentFile('flows/borrower.yaml', 'version: 1\nscreens:\n  entry: [unclosed\n');
    expect(compiled).toMatchObject({ ok: false });
    const [first] = (compiled as { error: string[] }).error;
    expect(first).toMatch(/^flows\/borrower\.yaml:\d+:\d+: not valid YAML: /);
  });

  it('reads a copy file with the engine: front matter and body, or the line to fix', () => {
    const text = '---\ntitle: Terms\nbuttons:\n  close: Close\n---\n# Terms\n\nThe long text.\n';
    expect(compileContentFile('content/en/screens/terms.md', text)).toEqual({
      ok: true, value: { title: 'Terms', documentTitle: 'Terms', buttons: { close: 'Close' }, labels: {}, variants: {}, body: '# Terms\n\nThe long text.' },
    });
    expect(compileContentFile('content/en/screens/terms.md', text, 'head')).toMatchObject({ ok: true, value: { title: 'Terms', body: '' } });
    expect(compileContentFile('content/en/screens/terms.md', text, 'body')).toBe('# Terms\n\nThe long text.');
    expect(compileContentFile('content/en/screens/terms.md', '---\nheading: Terms\n---\nx\n')).toEqual({
      ok: false, error: expect.arrayContaining([expect.stringMatching(/^content\/en\/screens\/terms\.md:2: front matter has an unknown key 'heading'/)]),
    });
  });

  it('checks site.yaml with the engine: a missing shared text is named', () => {
    const compiled = compileContentFile('content/en/site.yaml', 'supportEmail: help@example.com\n');
    expect(compiled).toMatchObject({ ok: false });
    expect((compiled as { error: string[] }).error.some((line) => line.includes("'lenderName' is missing"))).toBe(true);
  });
});
