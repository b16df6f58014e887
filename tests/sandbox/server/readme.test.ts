import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { personaTableMarkdown } from '../../../sandbox/domain/personaTableMarkdown';

describe('sandbox README', () => {
  it('documents exactly the persona table the sandbox uses', () => {
    const readme = readFileSync(new URL('../../../sandbox/README.md', import.meta.url), 'utf8');
    const section = /<!-- personas:start -->\n([\s\S]*?)\n<!-- personas:end -->/.exec(readme)?.[1];
    expect(section).toBe(personaTableMarkdown());
  });
});
