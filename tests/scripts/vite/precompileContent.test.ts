import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../engine/content/splitFrontMatter';
import { precompileContent } from '../../../scripts/vite/precompileContent';

const root = resolve(__dirname, '..', '..', '..');
const plugin = precompileContent();
(plugin.configResolved as (config: { root: string }) => void)({ root });
const load = (id: string) => (plugin.load as (id: string) => { code: string } | null).call({}, id);
const moduleValue = (id: string): unknown => {
  const code = load(id)?.code;
  return code === undefined ? undefined : JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, ''));
};

describe('precompileContent (the Vite plugin)', () => {
  it('makes a flow file a JSON module, in the build and under the dev server (which adds ?import)', () => {
    expect(moduleValue(`${root}/flows/common.yaml`)).toMatchObject({ ok: true, value: { journey: 'common' } });
    expect(moduleValue(`${root}/flows/common.yaml?import`)).toEqual(moduleValue(`${root}/flows/common.yaml`));
  });

  it('splits a copy file into its front matter and its body on request', () => {
    // The title and body as product wrote them in the file, so a copy edit keeps this test green.
    const parts = splitFrontMatter(readFileSync(`${root}/content/en/screens/terms.md`, 'utf8'));
    if (!parts.ok) throw new Error('content/en/screens/terms.md has no front matter');
    const { title } = parse(parts.value.yaml) as { title: string };
    expect(parts.value.body).not.toBe('');
    expect(moduleValue(`${root}/content/en/screens/terms.md?import&head`)).toMatchObject({ ok: true, value: { title, body: '' } });
    expect(moduleValue(`${root}/content/en/screens/terms.md?body`)).toEqual(expect.stringContaining(parts.value.body.split('\n')[0]!));
  });

  it('leaves ?raw, other queries and files outside flows/ and content/ to Vite', () => {
    expect(load(`${root}/flows/common.yaml?raw`)).toBeNull();
    expect(load(`${root}/content/en/screens/terms.md?url`)).toBeNull();
    expect(load(`${root}/README.md`)).toBeNull();
    expect(load(`${root}/src/start/main.tsx`)).toBeNull();
  });
});
