import { problemAt, type Problem } from '../../../engine/Problem';
import { didYouMean, nearest } from '../didYouMean';
import { perProject, type Project } from '../Project';
import { readFormFields } from '../formSchemaOf';

const FILE = 'flows/inquiries.yaml';
const LISTS = ['neverRequired', 'notOnEntryForm', 'entryOrder', 'dobParts'] as const;
const KEYS = ['version', 'types', 'addressGroup', 'askedWithout', 'dobField', ...LISTS];
const PAIR = ['asked', 'without', 'alsoAsk'] as const;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The inquiry types the API contract lists (schemas/api/openapi.yaml, InquiryType); none when it does not read. */
function knownTypes(project: Project): string[] {
  const schema = project.contract?.components.schemas.InquiryType as { anyOf?: { enum?: string[] }[] } | undefined;
  return (schema?.anyOf ?? []).flatMap((s) => s.enum ?? []);
}

// flows/inquiries.yaml (data-inquiry type -> field), the inquiries rule: its shape, each type
// against the contract, and each field it names against the forms: a field the lender asks for is on the entry form
// (the form with `ui:askedBy: inquiries`) or collected on another screen (notOnEntryForm); the group, order and
// required lists, the askedWithout pairs and dobField name entry form fields; dobParts names the birth date's parts. A file that does not parse is left
// to its YAML line; a field list is not held against forms whose schemas do not parse.
export const inquiries = perProject((project: Project): Problem[] => {
  const f = project.flows.files.find((x) => x.file === FILE);
  if (!f) return [{ file: FILE, line: 1, column: 1, message: 'the file is missing: it says which field each data-inquiry type asks for', rule: 'inquiries' }];
  if (f.errors.length) return [];
  const lines: Problem[] = [];
  const add = (path: (string | number)[], message: string) => lines.push(problemAt('inquiries', FILE, f.text, path, message));
  const doc = f.data;
  if (!isObject(doc)) { add([], 'the table must be a mapping with version, types, addressGroup and the field lists'); return lines; }

  // A misspelt key is one mistake: the key it was meant to be is not reported missing as well.
  const meant = new Set<string>();
  for (const key of Object.keys(doc)) {
    if (KEYS.includes(key)) continue;
    const near = nearest(key, KEYS);
    if (near) meant.add(near);
    add([key], `"${key}" is not a key of the inquiry table${near ? ` (did you mean "${near}"?)` : ` (${KEYS.join(', ')})`}`);
  }
  const present = (key: string, what: string): boolean => {
    if (doc[key] !== undefined) return true;
    if (!meant.has(key)) add([], `the table needs ${key}: (${what})`);
    return false;
  };
  const stringList = (path: (string | number)[], value: unknown, what: string): string[] => {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
    add(path, `${String(path[path.length - 1])}: must be a list of ${what}, such as [${typeof value === 'string' ? value : 'a, b'}]`);
    return [];
  };

  if (doc.version !== 1 && present('version', 'the format version, 1')) add(['version'], `version must be 1, not ${JSON.stringify(doc.version)}`);
  const { forms, complete } = readFormFields(project);
  const entry = forms.filter((x) => x.askedByInquiries);
  const entryFields = [...new Set(entry.flatMap((x) => Object.keys(x.fields)))];
  const parts = [...new Set(entry.flatMap((x) => Object.values(x.fields).flat()))];
  const form = entry.map((x) => `schemas/forms/${x.id}.schema.json`).join(', ') || 'the entry form';
  const fieldsKnown = complete && entry.length > 0;
  const onEntry = (path: (string | number)[], name: string) => {
    if (fieldsKnown && !entryFields.includes(name)) add(path, `"${name}" is not a field of ${form}${didYouMean(name, entryFields, 0)}`);
  };

  const elsewhere = Array.isArray(doc.notOnEntryForm) ? doc.notOnEntryForm.filter((v): v is string => typeof v === 'string') : [];
  const asked: string[] = [];
  if (present('types', 'each inquiry type the lender sends, and the field it asks for')) {
    if (!isObject(doc.types)) add(['types'], 'types: must map each inquiry type to a field name (TYPE: field lines)');
    else {
      const known = knownTypes(project);
      for (const [type, field] of Object.entries(doc.types)) {
        if (known.length && !known.includes(type)) add(['types', type], `"${type}" is not an inquiry type of the API contract (schemas/api/openapi.yaml, InquiryType)${didYouMean(type, known, 0)}`);
        if (typeof field !== 'string') { add(['types', type], `types.${type} must be a field name, not ${JSON.stringify(field)}`); continue; }
        asked.push(field);
        if (!elsewhere.includes(field) && fieldsKnown && !entryFields.includes(field)) {
          add(['types', type], `"${field}" is not a field of ${form}${didYouMean(field, entryFields, 0)}; a field asked on another screen is listed under notOnEntryForm:`);
        }
      }
    }
  }
  if (present('addressGroup', 'the address fields asked together')) {
    const group = doc.addressGroup;
    if (!isObject(group)) add(['addressGroup'], 'addressGroup: must be a mapping with triggers: and fields: lists');
    else for (const key of ['triggers', 'fields']) {
      if (group[key] === undefined) { add(['addressGroup'], `addressGroup needs ${key}: (a list of field names)`); continue; }
      stringList(['addressGroup', key], group[key], 'field names').forEach((name, i) => onEntry(['addressGroup', key, i], name));
    }
  }
  if (present('askedWithout', 'a field asked without another, and the field it then also asks for')) {
    if (!Array.isArray(doc.askedWithout)) add(['askedWithout'], 'askedWithout: must be a list of { asked, without, alsoAsk }, such as - { asked: zip, without: city, alsoAsk: stateCode }');
    else doc.askedWithout.forEach((pair: unknown, i) => {
      if (!isObject(pair)) { add(['askedWithout', i], 'each askedWithout entry is a mapping: asked, without and alsoAsk, one field name each'); return; }
      const slips = Object.keys(pair).filter((key) => !(PAIR as readonly string[]).includes(key));
      for (const key of slips) add(['askedWithout', i, key], `"${key}" is not a key of an askedWithout entry${didYouMean(key, PAIR, 0)}`);
      for (const key of PAIR) {
        const name = pair[key];
        // A misspelt key is one mistake: the key it was meant to be is not reported missing as well.
        if (name === undefined) { if (!slips.some((slip) => nearest(slip, PAIR) === key)) add(['askedWithout', i], `the askedWithout entry needs ${key}: (one field name)`); }
        else if (typeof name !== 'string') add(['askedWithout', i, key], `${key}: must be one field name`);
        else onEntry(['askedWithout', i, key], name);
      }
    });
  }
  if (present('dobField', 'the birth date field, whose prefilled value is split into dobParts')) {
    if (typeof doc.dobField !== 'string') add(['dobField'], 'dobField: must be one field name');
    else onEntry(['dobField'], doc.dobField);
  }
  for (const key of LISTS) {
    if (!present(key, key === 'dobParts' ? "the birth date's year, month and day fields" : 'a list of field names')) continue;
    const names = stringList([key], doc[key], key === 'dobParts' ? "the birth date's parts" : 'field names');
    names.forEach((name, i) => {
      if (key === 'dobParts') { if (fieldsKnown && !parts.includes(name)) add([key, i], `"${name}" is not a part of the birth date on ${form}${didYouMean(name, parts, 0)}`); }
      else if (key === 'notOnEntryForm') { if (!asked.includes(name) && isObject(doc.types)) add([key, i], `"${name}" is not a field any inquiry type under types: asks for${didYouMean(name, asked, 0)}`); }
      else onEntry([key, i], name);
    });
    if (key === 'dobParts' && names.length && names.length !== 3) add([key], `dobParts: must list the year, month and day fields, three names (it has ${names.length})`);
  }
  return lines;
});
