import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../../engine/Problem';
import { loadProject } from '../../../../scripts/check/loadProject';
import { compareLocales, type LocaleQuiet } from '../../../../scripts/check/rules/locales';

// Issue 14: flows:check holds every locale to the English copy, one line per difference with file:line.
let base = '';
afterEach(() => rmSync(base, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  base = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(base, path, '..'), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}
/** Every other locale of a tree of copy files against its English, as the lines flows:check prints. */
const checkLocales = (dir: string, quiet?: LocaleQuiet) => compareLocales(loadProject(dir), quiet).map(formatProblem);

const EN = {
  'content/en/site.yaml': 'lenderName: Bank\nfooter: Loans by {lenderName}.\n',
  'content/en/messages.yaml': "required: 'Enter {field}'\n",
  'content/en/errors.yaml': 'general: Sorry\n',
  'content/en/screens/pin.md': "---\ntitle: Enter your code\nbuttons:\n  resend: Didn't get a code?\nvariants:\n  named:\n    title: Hi {firstName}\n---\nSee the [terms](/terms) or email {email|mailto}.\n",
};
const ES = {
  'content/es-US/site.yaml': 'lenderName: Bank\nfooter: Préstamos de {lenderName}.\n',
  'content/es-US/messages.yaml': "required: 'Escriba {field}'\n",
  'content/es-US/errors.yaml': 'general: Lo sentimos\n',
  'content/es-US/screens/pin.md': "---\ntitle: Escriba su código\nbuttons:\n  resend: ¿No recibió un código?\nvariants:\n  named:\n    title: Hola, {firstName}\n---\nConsulte los [términos](/terms) o escriba a {email|mailto}.\n",
};

describe('the locales rule (compareLocales)', () => {
  it('passes a faithful translation', () => {
    expect(checkLocales(tree({ ...EN, ...ES }))).toEqual([]);
  });

  it('names a missing key on the line of its parent key (with the line English has it on), and an extra key on its own line', () => {
    const out = checkLocales(tree({ ...EN, ...ES, 'content/es-US/screens/pin.md': "---\ntitle: Escriba su código\nbuttons:\n  reenviar: ¿No recibió?\nvariants:\n  named:\n    title: Hola, {firstName}\n---\nConsulte los [términos](/terms) o escriba a {email|mailto}.\n" }));
    expect(out).toContain("content/es-US/screens/pin.md:3:1: 'buttons.resend' is missing (content/en/screens/pin.md:4 has it)");
    expect(out).toContain("content/es-US/screens/pin.md:4:1: 'buttons.reenviar' is not in content/en/screens/pin.md (a key the app never reads)");
  });

  it('names a changed or dropped placeholder and a changed link, on the line of the value', () => {
    const out = checkLocales(tree({
      ...EN, ...ES,
      'content/es-US/screens/pin.md': "---\ntitle: Escriba su código\nbuttons:\n  resend: ¿No recibió un código?\nvariants:\n  named:\n    title: Hola, {nombre}\n---\nConsulte los [términos](/terminos) o escriba.\n",
      'content/es-US/site.yaml': 'lenderName: Bank\nfooter: Préstamos.\n',
    }));
    expect(out).toContain("content/es-US/screens/pin.md:7:1: 'variants.named.title' has placeholders {nombre}, English has {firstName}");
    expect(out).toContain('content/es-US/screens/pin.md:9:1: the text has placeholders (none), English has {email|mailto}');
    expect(out).toContain('content/es-US/screens/pin.md:9:1: the text links to /terminos, English to /terms');
    expect(out).toContain("content/es-US/site.yaml:2:1: 'footer' has placeholders (none), English has {lenderName}");
  });

  it('names a misspelt key once, with the key it was meant to be', () => {
    const out = checkLocales(tree({ ...EN, ...ES, 'content/es-US/screens/pin.md': ES['content/es-US/screens/pin.md'].replace('  resend:', '  resnd:') }));
    expect(out).toEqual(["content/es-US/screens/pin.md:4:1: 'buttons.resnd' is not in content/en/screens/pin.md (did you mean 'buttons.resend'?)"]);
  });

  it('leaves to the English check what it reported: an English file with a problem, unused or missing', () => {
    const files = { ...EN, ...ES, 'content/es-US/screens/pin.md': ES['content/es-US/screens/pin.md'].replace('{firstName}', '{nombre}') };
    const { 'content/en/errors.yaml': _unused, ...rest } = files;
    const out = checkLocales(tree({ ...rest, 'content/en/screens/new.md': '---\ntitle: New\n---\n' }), {
      englishProblems: new Set(['screens/pin.md']), unused: new Set(['screens/new.md']), needed: new Set(['errors.yaml']),
    });
    expect(out).toEqual([]);
  });

  it('names a missing file, an extra file and a file that is not YAML', () => {
    const { 'content/es-US/errors.yaml': _dropped, ...rest } = ES;
    const out = checkLocales(tree({ ...EN, ...rest, 'content/es-US/screens/extra.md': '---\ntitle: Extra\n---\n', 'content/es-US/messages.yaml': "required: 'Escriba\n" }));
    expect(out).toContain('content/es-US/errors.yaml:1:1: missing (content/en/errors.yaml has it)');
    expect(out).toContain('content/es-US/screens/extra.md:1:1: no such file in content/en/ (the app never reads it)');
    expect(out.some((l) => /^content\/es-US\/messages\.yaml:\d+:1: not valid YAML/.test(l))).toBe(true);
  });
});
