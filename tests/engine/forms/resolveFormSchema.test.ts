import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { resolveFormSchema } from '../../../engine/forms/resolveFormSchema';
import { definitions, formIds, loadForm } from './support';

const name = { $schema: 'http://json-schema.org/draft-07/schema#', $id: 'https://x/definitions/name.json', type: 'string', pattern: '^\\p{L}+$', 'x-messages': { pattern: 'nameInvalidCharacters', required: 'enterName' } };
const form = (properties: Record<string, unknown>): FormSchema => ({ $id: 'https://x/f.schema.json', type: 'object', properties } as FormSchema);

describe('resolveFormSchema: shared definitions in place of their $ref', () => {
  it('puts the definition where the form refers to it, without the file keys, and the form\'s own keywords and messages win', () => {
    const result = resolveFormSchema(form({ firstName: { $ref: 'definitions/name.json', maxLength: 50, 'x-messages': { required: 'enterFirstName' } } }), { 'definitions/name.json': name });
    expect(result).toEqual({ ok: true, value: form({
      firstName: { type: 'string', pattern: '^\\p{L}+$', maxLength: 50, 'x-messages': { pattern: 'nameInvalidCharacters', required: 'enterFirstName' } },
    }) });
  });

  it('follows a definition that refers to another (relative to its own folder) and leaves refs inside the form to JSON Schema', () => {
    const defs = { 'definitions/name.json': name, 'definitions/fullName.json': { type: 'object', properties: { first: { $ref: 'name.json' } } } };
    const result = resolveFormSchema(form({ who: { $ref: 'definitions/fullName.json' }, again: { $ref: '#/properties/who' } }), defs);
    expect(result.ok && result.value.properties).toEqual({
      who: { type: 'object', properties: { first: { type: 'string', pattern: '^\\p{L}+$', 'x-messages': name['x-messages'] } } },
      again: { $ref: '#/properties/who' },
    });
  });

  it('names where a ref is and what is wrong: a missing definition (the one meant, else those there are), a loop', () => {
    const missing = resolveFormSchema(form({ zip: { $ref: 'definitions/zipp.json' } }), { 'definitions/zip.json': {} });
    expect(missing).toEqual({ ok: false, error: [{ path: ['properties', 'zip', '$ref'], message: '"$ref": "definitions/zipp.json" names no shared definition (schemas/forms/definitions/zipp.json does not exist; did you mean "definitions/zip.json"?)' }] });
    const unlike = resolveFormSchema(form({ tin: { $ref: 'definitions/taxId.json' } }), { 'definitions/zip.json': {}, 'definitions/ein.json': {} });
    expect(!unlike.ok && unlike.error[0]?.message).toBe('"$ref": "definitions/taxId.json" names no shared definition (schemas/forms/definitions/taxId.json does not exist; there are: definitions/ein.json, definitions/zip.json)');
    const loop = resolveFormSchema(form({ a: { $ref: 'definitions/a.json' } }), { 'definitions/a.json': { items: { $ref: 'a.json' } } });
    expect(!loop.ok && loop.error[0]?.message).toBe('"$ref": "a.json" refers back to itself (definitions/a.json -> definitions/a.json)');
  });

  it('leaves no $ref to a shared definition in any form of schemas/forms/, and changes nothing in a form without refs', async () => {
    for (const id of formIds) {
      const { schema } = await loadForm(id);
      expect([id, JSON.stringify(schema).includes('"$ref":"definitions/')]).toEqual([id, false]);
    }
    const plain = form({ pin: { type: 'string', pattern: '^\\d{4}$' } });
    expect(resolveFormSchema(plain, definitions)).toEqual({ ok: true, value: plain });
  });
});
