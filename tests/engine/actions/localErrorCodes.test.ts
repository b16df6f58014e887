import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const dir = resolve(__dirname, '../../../engine/actions');
const texts = parse(readFileSync(resolve(__dirname, '../../../content/en/errors.yaml'), 'utf8')) as Record<string, string>;

describe('local action errors', () => {
  it('every code an action can fail with has a text in content/en/errors.yaml', () => {
    const codes = readdirSync(dir).flatMap((f) => [...readFileSync(resolve(dir, f), 'utf8').matchAll(/localError\('(\w+)'\)/g)].map((m) => m[1] as string));
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.filter((c) => !texts[c])).toEqual([]);
  });
});
