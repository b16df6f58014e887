import { err, ok, type Result } from '../Result';
import { INPUT_MODES, type FieldSpec, type FieldTable, type InputMode } from './FieldTable';
import { filters, formatters, parsers, validators, type FilterName, type FormatterName, type ParserName, type ValidatorName } from './registry';
import { autocompleteTokens } from './shared/autocompleteTokens';

const KEYS = ['filter', 'format', 'parse', 'validate', 'maxLength', 'autocomplete', 'inputmode'] as const;

// Product edits flows/fields.yaml by hand; this turns the parsed YAML into a typed table or into every problem
// at once, each naming the field and the bad key, so a typo is a clear message and never a silent no-op.
export function loadFieldTable(parsed: unknown): Result<FieldTable, string[]> {
  const problems: string[] = [];
  if (!isRecord(parsed)) return err(['fields.yaml: expected a mapping with "version" and "fields".']);
  if (parsed.version !== 1) problems.push(`fields.yaml: version must be 1 (found ${JSON.stringify(parsed.version) ?? 'nothing'}).`);
  if (!isRecord(parsed.fields)) return err([...problems, 'fields.yaml: "fields" must be a mapping of field name to field entry.']);
  const fields: Record<string, FieldSpec> = {};
  for (const [name, entry] of Object.entries(parsed.fields)) {
    const spec = readField(name, entry, problems);
    if (spec !== null) fields[name] = spec;
  }
  return problems.length > 0 ? err(problems) : ok({ version: 1, fields });
}

function readField(field: string, entry: unknown, problems: string[]): FieldSpec | null {
  const at = `field "${field}"`;
  if (!isRecord(entry)) {
    problems.push(`${at}: expected a mapping with ${KEYS.join(', ')}.`);
    return null;
  }
  const before = problems.length;
  for (const key of Object.keys(entry)) {
    if (!(KEYS as readonly string[]).includes(key)) problems.push(`${at}: unknown key "${key}" (known keys: ${KEYS.join(', ')}).`);
  }
  for (const key of KEYS) {
    if (key !== 'maxLength' && !Object.hasOwn(entry, key)) problems.push(`${at}: "${key}" is missing.`);
  }
  const filter = registryName<FilterName>(at, 'filter', entry.filter, filters, problems);
  const format = registryName<FormatterName>(at, 'format', entry.format, formatters, problems);
  const parse = registryName<ParserName>(at, 'parse', entry.parse, parsers, problems);
  const validate = validatorNames(at, entry.validate, problems);
  const maxLength = entry.maxLength ?? null;
  if (maxLength !== null && !(Number.isInteger(maxLength) && (maxLength as number) > 0)) {
    problems.push(`${at}: maxLength must be a positive whole number or null (found ${JSON.stringify(maxLength)}).`);
  }
  const { autocomplete, inputmode } = entry;
  if (typeof autocomplete !== 'string' || !autocompleteTokens.includes(autocomplete)) {
    problems.push(`${at}: autocomplete "${String(autocomplete)}" is not an HTML autocomplete token (e.g. given-name, postal-code, off).`);
  }
  if (typeof inputmode !== 'string' || !(INPUT_MODES as readonly string[]).includes(inputmode)) {
    problems.push(`${at}: inputmode "${String(inputmode)}" is not one of ${INPUT_MODES.join(', ')}.`);
  }
  if (problems.length > before) return null;
  return { filter, format, parse, validate, maxLength: maxLength as number | null, autocomplete: autocomplete as string, inputmode: inputmode as InputMode };
}

function registryName<N extends string>(at: string, key: string, value: unknown, registry: object, problems: string[]): N | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && Object.hasOwn(registry, value)) return value as N;
  problems.push(`${at}: ${key} "${String(value)}" is not a known ${key} (known: ${Object.keys(registry).join(', ')}).`);
  return null;
}

function validatorNames(at: string, value: unknown, problems: string[]): ValidatorName[] {
  if (!Array.isArray(value)) {
    problems.push(`${at}: validate must be a list of validator names (use [] for none).`);
    return [];
  }
  return value.flatMap((name: unknown) => {
    if (typeof name === 'string' && Object.hasOwn(validators, name)) return [name as ValidatorName];
    problems.push(`${at}: validate "${String(name)}" is not a known validator (known: ${Object.keys(validators).join(', ')}).`);
    return [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
