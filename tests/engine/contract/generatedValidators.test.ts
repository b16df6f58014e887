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
    for (const js of [fresh.js, fresh.firstReadJs]) expect(js).not.toMatch(/\beval\(|new Function|\brequire\(/);
    expect(fresh.js).toMatch(/^export const validatePrequal\b/m);
  });

  it('compiles the first read\'s check (LoanApplication) on its own, so the boot ships it without the others', () => {
    expect(fresh.firstReadJs).toMatch(/^export const validateLoanApplication\b/m);
    expect(fresh.firstReadJs).not.toMatch(/^export const validatePrequal\b/m);
    expect(fresh.js).not.toMatch(/^export const validateLoanApplication\b/m);
  });
});
