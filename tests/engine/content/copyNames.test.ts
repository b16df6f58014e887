import { describe, expect, it } from 'vitest';
import { copyNames } from '../../../engine/content/copyNames';
import { components } from '../../../engine/registry/components';

describe('copyNames (what copy may name, for the checker and the app)', () => {
  it('tells product in one line what each name shows', () => {
    const lines = [...Object.values(copyNames.everyScreen), ...Object.values(copyNames.byComponent).flatMap((n) => Object.values(n ?? {}))];
    expect(lines.filter((line) => line.trim() === '' || line.includes('\n'))).toEqual([]);
  });

  it('gives each component only names a screen does not already have, and only for components a flow can name', () => {
    for (const [component, names] of Object.entries(copyNames.byComponent)) {
      expect(Object.keys(components)).toContain(component);
      expect(Object.keys(names ?? {}).filter((n) => n in copyNames.everyScreen)).toEqual([]);
    }
  });
});
