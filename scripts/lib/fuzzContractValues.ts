// Values for the contract fuzzer (scripts/fuzz-contract.ts): a fast-check arbitrary of the values a JSON Schema of
// schemas/api/openapi.yaml accepts. Only the keywords the contract uses (type, enum, const, properties, required,
// additionalProperties, items, anyOf/oneOf, lengths, bounds, pattern, format, maxProperties, propertyNames); a
// schema it cannot read gives any JSON value, which the server must then refuse in the contract's shape anyway.
import fc from 'fast-check';
import type { OpenApiDocument } from '../../schemas/api/contract';

type Schema = Record<string, unknown>;

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  'date-time': () => fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: () => fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  uuid: () => fc.uuid(),
};

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.format === 'string' && FORMATS[schema.format]) return (FORMATS[schema.format] as () => fc.Arbitrary<string>)();
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, minLength + 40);
  if (typeof schema.pattern === 'string') {
    const longest = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= longest);
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  if (integer) return fc.integer({ min: Math.max(Math.ceil(min), exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : -Infinity), max: Math.floor(max) });
  return fc.double({ min: exclusiveMin ?? min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusiveMin !== undefined });
}

/** Any JSON value (for schemas without a type, and for "wrong type" mutations). */
export const anyJson = (): fc.Arbitrary<unknown> => fc.jsonValue({ maxDepth: 2 });

/** An arbitrary of the values `schema` (a node of `doc`, maybe a local $ref) accepts. */
export function valuesOf(doc: OpenApiDocument, schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const node = (schema ?? {}) as Schema;
  if (typeof node.$ref === 'string') {
    const target = node.$ref.slice(2).split('/').reduce<unknown>((at, key) => (at as Schema)[key], doc);
    return valuesOf(doc, target, depth);
  }
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  const choices = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(choices) && !node.type && !node.properties) return fc.oneof(...choices.map((choice) => valuesOf(doc, choice, depth)));
  const types = Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valuesOf(doc, { ...node, type }, depth)));
  switch (types[0]) {
    case 'string': return stringOf(node);
    case 'integer': return numberOf(node, true);
    case 'number': return numberOf(node, false);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = typeof node.minItems === 'number' ? node.minItems : 0;
      const maxLength = Math.min(typeof node.maxItems === 'number' ? node.maxItems : 3, minLength + 3);
      return fc.array(valuesOf(doc, node.items, depth + 1), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      const properties = (node.properties ?? {}) as Record<string, unknown>;
      if (Object.keys(properties).length === 0) {
        if (types[0] === undefined) return anyJson();
        if (node.additionalProperties === false || depth > 4) return fc.constant({});
        const names = node.propertyNames ? valuesOf(doc, node.propertyNames, depth + 1) as fc.Arbitrary<string> : fc.string({ minLength: 1, maxLength: 10 });
        const values = node.additionalProperties && typeof node.additionalProperties === 'object' ? valuesOf(doc, node.additionalProperties, depth + 1) : anyJson();
        return fc.dictionary(names, values, { maxKeys: Math.min(3, typeof node.maxProperties === 'number' ? node.maxProperties : 3) });
      }
      const required = Array.isArray(node.required) ? (node.required as string[]) : [];
      const record = Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, valuesOf(doc, value, depth + 1)]));
      return fc.record(record, { requiredKeys: required.filter((name) => name in properties) });
    }
    default: return anyJson();
  }
}
