import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const rulesHit = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};

describe('the house plan arrows are enforced by lint', () => {
  it.each([
    ['engine importing React', "import { useState } from 'react';\nexport const x = useState;\n", 'no React'],
    ['engine importing src/', "import { App } from '../src/App';\nexport const x = App;\n", 'must not import src/'],
    ['engine importing a Node built-in', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'no Node built-ins'],
    ['engine touching localStorage', "export const read = () => localStorage.getItem('token');\n", 'no DOM'],
    ['engine using eval', "export const run = (s: string) => eval(s);\n", 'no-eval'],
  ])('%s is an error', async (_name, code, expected) => {
    const hits = await rulesHit('engine/flow/example.ts', code);
    expect(hits.join('\n')).toContain(expected);
  });

  it('a user-facing literal in JSX under src/ is an error', async () => {
    const hits = await rulesHit('src/Example.tsx', 'export const Hello = () => <p>Welcome back!</p>;\n');
    expect(hits.join('\n')).toContain('react/jsx-no-literals');
  });

  it('engine code that stays inside the lines passes', async () => {
    expect(await rulesHit('engine/flow/example.ts', "import { parse } from 'yaml';\nexport const read = (t: string) => parse(t);\n")).toEqual([]);
  });
});
