import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../engine/content/loadCatalog';

describe('loadCatalog', () => {
  it('keys copy by the file name without its folder and .md', () => {
    const result = loadCatalog({
      '/content/en/screens/choose_plan.md': '---\ntitle: Choose your plan\n---\nBody',
      '../content/en/screens/offer_lock.md': "---\ntitle: Let's lock in your offer\n---\n",
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.keys(result.value).sort()).toEqual(['choose_plan', 'offer_lock']);
      expect(result.value.choose_plan?.body).toBe('Body');
    }
  });

  it('reports every problem of every file, not just the first', () => {
    const result = loadCatalog({
      'screens/a.md': '---\ntitle: A\nbutons: {}\nlabels: x\n---\n',
      'screens/b.md': 'no front matter',
      'screens/c.md': '---\ntitle: C\n---\n',
      'screens/readme.txt': 'hello',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toEqual([
        expect.stringMatching(/^screens\/a\.md:3: .*'butons'/),
        expect.stringMatching(/^screens\/a\.md:4: labels must be/),
        expect.stringMatching(/^screens\/b\.md:1: front matter is missing/),
        expect.stringMatching(/^screens\/readme\.txt: is not a copy file/),
      ]);
    }
  });

  it('reports two files that claim the same id', () => {
    const result = loadCatalog({ 'a/x.md': '---\ntitle: A\n---\n', 'b/x.md': '---\ntitle: B\n---\n' });
    expect(result).toEqual({ ok: false, error: ["b/x.md: copy id 'x' is already used by a/x.md"] });
  });
});
