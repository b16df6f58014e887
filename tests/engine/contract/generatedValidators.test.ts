import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILES, generateContractValidators } from '../../../scripts/gen-contract-validators';

describe('engine/generated (precompiled contract validators)', () => {
  const fresh = generateContractValidators();

  it.each(Object.keys(GENERATED_FILES) as (keyof typeof GENERATED_FILES)[])('%s is up to date with openapi.yaml', (key) => {
    const committed = readFileSync(GENERATED_FILES[key], 'utf8');
    expect(committed === fresh[key], `${GENERATED_FILES[key]} is stale: run npx tsx scripts/gen-contract-validators.ts`).toBe(true);
  });

  it('needs no eval, new Function or require at runtime (the app runs under a strict CSP)', () => {
    expect(fresh.js).not.toMatch(/\beval\(|new Function|\brequire\(/);
    expect(fresh.js).toMatch(/^export const validateLoanApplication\b/m);
  });
});
