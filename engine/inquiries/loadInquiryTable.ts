import type { Result } from '../Result';
import { err, ok } from '../Result';
import type { InquiryTable } from './InquiryTable';

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

// The inquiry table is product-edited YAML: check its shape once, naming each bad key, before anything uses it.
export function loadInquiryTable(parsed: unknown, file = 'flows/inquiries.yaml'): Result<InquiryTable, string[]> {
  const problems: string[] = [];
  if (typeof parsed !== 'object' || parsed === null) return err([`${file}: expected a mapping with version and types`]);
  const doc = parsed as Record<string, unknown>;
  if (doc.version !== 1) problems.push(`${file}: version must be 1`);
  const types = doc.types;
  if (typeof types !== 'object' || types === null || Array.isArray(types)) problems.push(`${file}: types must map each inquiry type to a field name`);
  else for (const [type, field] of Object.entries(types)) if (typeof field !== 'string') problems.push(`${file}: types.${type} must be a field name`);
  const group = doc.addressGroup as Record<string, unknown> | undefined;
  if (!group || !isStringList(group.triggers) || !isStringList(group.fields)) problems.push(`${file}: addressGroup needs triggers and fields lists`);
  for (const key of ['neverRequired', 'notOnEntryForm', 'entryOrder'] as const) if (!isStringList(doc[key])) problems.push(`${file}: ${key} must be a list of field names`);
  const pairs = doc.askedWithout;
  const pair = (p: unknown) => typeof p === 'object' && p !== null && ['asked', 'without', 'alsoAsk'].every((k) => typeof (p as Record<string, unknown>)[k] === 'string');
  if (!Array.isArray(pairs) || !pairs.every(pair)) problems.push(`${file}: askedWithout must be a list of { asked, without, alsoAsk } field names`);
  if (typeof doc.dobField !== 'string') problems.push(`${file}: dobField must be the field name of the birth date`);
  if (!isStringList(doc.dobParts) || doc.dobParts.length !== 3) problems.push(`${file}: dobParts must list the year, month and day field names`);
  if (problems.length) return err(problems);
  return ok(doc as unknown as InquiryTable);
}
