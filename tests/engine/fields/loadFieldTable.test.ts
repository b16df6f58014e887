import { describe, expect, it } from 'vitest';
import { loadFieldTable } from '../../../engine/fields/loadFieldTable';

const good = {
  filter: 'name',
  format: null,
  parse: null,
  validate: ['firstName'],
  maxLength: 50,
  autocomplete: 'given-name',
  inputmode: 'text',
};

describe('loadFieldTable', () => {
  it('accepts a well-formed table and keeps its entries', () => {
    const result = loadFieldTable({ version: 1, fields: { firstName: good } });
    expect(result).toEqual({ ok: true, value: { version: 1, fields: { firstName: good } } });
  });

  it('treats a missing maxLength as no limit', () => {
    const { maxLength: _dropped, ...withoutMax } = good;
    const result = loadFieldTable({ version: 1, fields: { firstName: withoutMax } });
    expect(result.ok && result.value.fields.firstName?.maxLength).toBeNull();
  });

  it('names the field and the bad key for every unknown registry name, all at once', () => {
    const result = loadFieldTable({
      version: 1,
      fields: {
        firstName: { ...good, filter: 'nmae' },
        zip: { ...good, format: 'zipp', parse: 'toZip', validate: ['zip', 'zipCode'] },
      },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toHaveLength(4);
    expect(result.error[0]).toMatch(/field "firstName": filter "nmae" is not a known filter/);
    expect(result.error.join('\n')).toMatch(/field "zip": format "zipp" is not a known format/);
    expect(result.error.join('\n')).toMatch(/field "zip": parse "toZip" is not a known parse/);
    expect(result.error.join('\n')).toMatch(/field "zip": validate "zipCode" is not a known validator/);
  });

  it('does not accept names inherited from Object (toString is not a filter)', () => {
    const result = loadFieldTable({ version: 1, fields: { firstName: { ...good, filter: 'toString' } } });
    expect(result.ok).toBe(false);
  });

  it('reports misspelt and missing keys, bad autocomplete tokens, input modes and lengths', () => {
    const { validate: _v, ...noValidate } = good;
    const result = loadFieldTable({
      version: 1,
      fields: { firstName: { ...noValidate, valdiate: ['firstName'], autocomplete: 'first-name', inputmode: 'number', maxLength: 0 } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = result.error.join('\n');
    expect(text).toMatch(/field "firstName": unknown key "valdiate"/);
    expect(text).toMatch(/field "firstName": "validate" is missing/);
    expect(text).toMatch(/field "firstName": autocomplete "first-name" is not an HTML autocomplete token/);
    expect(text).toMatch(/field "firstName": inputmode "number" is not one of/);
    expect(text).toMatch(/field "firstName": maxLength must be a positive whole number/);
  });

  it.each([
    [null, /expected a mapping/],
    [[], /expected a mapping/],
    [{ version: 2, fields: {} }, /version must be 1/],
    [{ version: 1 }, /"fields" must be a mapping/],
    [{ version: 1, fields: { firstName: 'name' } }, /field "firstName": expected a mapping/],
  ])('rejects a malformed file %j with a plain sentence', (input, message) => {
    const result = loadFieldTable(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.join('\n')).toMatch(message);
  });
});
