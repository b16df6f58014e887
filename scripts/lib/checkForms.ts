import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parse, parseDocument } from 'yaml';
import { loadCatalog } from '../../engine/content/loadCatalog';
import { locate } from '../../engine/flow/locate';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { filters, formatters, parsers } from '../../engine/fields/registry';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { allProperties } from '../../engine/forms/allProperties';
import { DEFAULT_MESSAGES } from '../../engine/forms/formIssues';
import { formRules } from '../../engine/forms/formRules';
import { BEHAVIOURS, FIELD_UI_KEYS, FORM_UI_KEYS, WIDGETS } from '../../engine/forms/uiVocabulary';
import { cachedContract } from './cachedContract';
import { checkFormSchemaRules } from './checkFormSchemaRules';
import { compileFormValidators, FORMS_DIR, formIds, GENERATED_FORMS_DIR, generatedFileOf } from './formValidators';
import { didYouMean } from './didYouMean';
import { jsonSyntaxProblem } from './jsonPosition';
import { readTextDir } from './readTextDir';
import { readYamlDir } from './readYamlDir';
import { root } from './root';

const RJSF_FIELD_KEYS = ['ui:widget', 'ui:field', 'ui:autocomplete', 'ui:placeholder', 'ui:disabled', 'ui:readonly', 'ui:autofocus', 'ui:options', 'ui:rows'];
const INPUT_MODES = ['none', 'text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url'];
const FIELDS = ['dobParts'];
const OPTION_WIDGETS = ['select', 'radio', 'checkboxes'];
const rel = (file: string) => relative(root, file);
// "Did you mean", or the short list of what exists (scripts/lib/didYouMean.ts, the measure every check uses).
const near = (name: string, pool: readonly string[]) => didYouMean(name, pool, 20);

interface Loaded { id: string; schemaFile: string; schemaText: string; schema: FormSchema; uiFile: string; uiText: string; ui: Record<string, unknown> }

// Every form product can write, checked before the browser sees it: the schema and UI schema parse (a JSON slip
// is named by file:line:column), the precompiled validators are current, every rule, message, widget, filter,
// format, parser and behaviour a form names exists, and the screen that shows the form has a label for each field
// and option. One problem a line, `file:line:column: sentence`.
export function checkForms(flows: Partial<Record<string, CompiledFlow>>): string[] {
  const lines: string[] = [];
  // A messages.yaml that does not read is the content check's one line (checkContent.ts): the message checks here
  // then have nothing to hold the forms against and stay quiet.
  const messages = readMessages();
  for (const code of messages ? new Set(Object.values(DEFAULT_MESSAGES)) : []) {
    if (messages && !(code in messages)) lines.push(`content/en/messages.yaml:1:1: the default message "${code}" (for a form rule with no message of its own) is missing`);
  }
  // One mistake, one line: a schema that breaks JSON Schema's own rules is not held to its UI schema, its copy or
  // the screens' save maps (they need its fields), and `npm run forms:compile`, the last step of a form edit, is
  // asked for only once the form has no other problem (`troubled`).
  const loaded: Loaded[] = [];
  const troubled = new Set<string>();
  for (const id of formIds()) {
    const before = lines.length;
    const form = loadForm(id, lines);
    if (form && checkSchema(form, messages, lines)) {
      loaded.push(form);
      checkUi(form, lines);
    }
    if (lines.length > before) troubled.add(id);
  }
  const named = new Set(Object.values(flows).flatMap((f) => Object.values(f?.screens ?? {}).map((s) => s.form)));
  for (const f of existsSync(GENERATED_FORMS_DIR) ? readdirSync(GENERATED_FORMS_DIR) : []) {
    const id = f.replace(/\.validators\.js$/, '');
    // A removed schema a screen still names is that screen's line (flows:check's "form does not exist").
    if (!formIds().includes(id) && !named.has(id)) lines.push(`${rel(join(GENERATED_FORMS_DIR, f))}:1:1: no schemas/forms/${id}.schema.json: delete this file or run npm run forms:compile`);
  }
  checkLabels(loaded, flows, lines, troubled);
  checkSaveMaps(loaded, flows, lines, troubled, new Set(formIds().filter((id) => !loaded.some((f) => f.id === id))));
  for (const form of loaded) if (!troubled.has(form.id)) checkCompiled(form, lines);
  return lines;
}

function loadForm(id: string, lines: string[]): Loaded | null {
  const schemaFile = join(FORMS_DIR, `${id}.schema.json`);
  const uiFile = join(FORMS_DIR, `${id}.ui.json`);
  const schemaText = readFileSync(schemaFile, 'utf8');
  const uiText = existsSync(uiFile) ? readFileSync(uiFile, 'utf8') : '{}';
  let schema: FormSchema;
  let ui: Record<string, unknown>;
  try { schema = JSON.parse(schemaText) as FormSchema; } catch (e) { lines.push(jsonSyntaxProblem(rel(schemaFile), schemaText, e)); return null; }
  try { ui = JSON.parse(uiText) as Record<string, unknown>; } catch (e) { lines.push(jsonSyntaxProblem(rel(uiFile), uiText, e)); return null; }
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) {
    lines.push(`${rel(uiFile)}:1:1: a UI schema is an object: { "ui:order": [...], "<field>": { "ui:widget": ... } }`);
    return null;
  }
  // JSON.parse keeps the last of two equal keys without a word; the YAML reader (JSON is YAML) names the second.
  for (const [file, text] of [[schemaFile, schemaText], [uiFile, uiText]] as const) {
    const lineCounter = new LineCounter();
    const twice = parseDocument(text, { lineCounter }).errors.find((e) => e.code === 'DUPLICATE_KEY');
    if (!twice) continue;
    const { line, col } = lineCounter.linePos(twice.pos[0]);
    const key = /^\s*"([^"]*)"/.exec(text.slice(twice.pos[0]))?.[1];
    lines.push(`${rel(file)}:${line}:${col}: ${key ? `"${key}"` : 'a key'} appears twice in the same object (only the last one counts): remove or rename one`);
  }
  if (!schema || typeof schema !== 'object' || schema.type !== 'object' || !schema.properties) {
    const { line, column } = locate(schemaText, schema && typeof schema === 'object' && schema.type !== 'object' ? ['type'] : []);
    lines.push(`${rel(schemaFile)}:${line}:${column}: a form schema is an object with "type": "object" and "properties" (one per question)`);
    return null;
  }
  return { id, schemaFile, schemaText, schema, uiFile, uiText, ui };
}

// False when the schema breaks JSON Schema's rules (those lines are then the form's only ones).
function readMessages(): Record<string, string> | null {
  try { return (parse(readFileSync(join(root, 'content/en/messages.yaml'), 'utf8')) ?? {}) as Record<string, string>; } catch { return null; }
}

function checkSchema(form: Loaded, messages: Record<string, string> | null, lines: string[]): boolean {
  const at = (path: (string | number)[]) => { const { line, column } = locate(form.schemaText, path); return `${rel(form.schemaFile)}:${line}:${column}`; };
  const rules = checkFormSchemaRules(form.schema);
  for (const p of rules) lines.push(`${at(p.path)}: ${p.message}`);
  if (rules.length) return false;
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach((n, i) => walk(n, [...path, i])); return; }
    const schema = node as FormSchema;
    for (const [i, rule] of (Array.isArray(schema['x-rules']) ? schema['x-rules'] : []).entries()) {
      if (!(rule in formRules)) lines.push(`${at([...path, 'x-rules', i])}: unknown rule "${rule}"${near(rule, Object.keys(formRules))}`);
    }
    for (const [keyword, code] of Object.entries(schema['x-messages'] ?? {})) {
      if (!(keyword in DEFAULT_MESSAGES)) lines.push(`${at([...path, 'x-messages', keyword])}: "${keyword}" is not a rule a message can be given for${near(keyword, Object.keys(DEFAULT_MESSAGES))}`);
      if (messages && !(code in messages)) lines.push(`${at([...path, 'x-messages', keyword])}: message "${code}" is not in content/en/messages.yaml${near(code, Object.keys(messages))}`);
    }
    for (const [key, value] of Object.entries(schema)) if (key !== 'x-messages' && key !== 'enum' && key !== 'const') walk(value, [...path, key]);
  };
  walk(form.schema, []);
  return true;
}

function checkUi(form: Loaded, lines: string[]): void {
  const at = (path: string[]) => { const { line, column } = locate(form.uiText, path); return `${rel(form.uiFile)}:${line}:${column}`; };
  const props = form.schema.properties ?? {};
  const oneOf = (path: string[], value: unknown, pool: readonly string[], what: string) => {
    if (typeof value !== 'string' || !pool.includes(value)) lines.push(`${at(path)}: unknown ${what} "${String(value)}"${near(String(value), pool)}`);
  };
  for (const [key, value] of Object.entries(form.ui)) {
    if (key.startsWith('ui:')) {
      if (!(FORM_UI_KEYS as readonly string[]).includes(key)) lines.push(`${at([key])}: unknown form key "${key}"${near(key, FORM_UI_KEYS)}`);
      if (key === 'ui:askedBy' && value !== 'inquiries') lines.push(`${at([key])}: ui:askedBy can only be "inquiries"`);
      if (key === 'ui:order') checkOrder(form, value, at, lines);
      continue;
    }
    if (!(key in allProperties(form.schema))) { lines.push(`${at([key])}: "${key}" is not a field of ${rel(form.schemaFile)}${near(key, Object.keys(props))}`); continue; }
    checkFieldUi(value, [key], allProperties(form.schema)[key] ?? {}, at, oneOf, lines);
  }
}

// rjsf draws the fields in ui:order and refuses to draw a form whose order leaves a field out (unless "*" stands
// for the rest), so the order names each field once and nothing else.
function checkOrder(form: Loaded, order: unknown, at: (p: string[]) => string, lines: string[]): void {
  if (!Array.isArray(order)) { lines.push(`${at(['ui:order'])}: ui:order must be a list of the form's fields, such as ["${Object.keys(form.schema.properties ?? {}).join('", "')}"]`); return; }
  const fields = Object.keys(allProperties(form.schema));
  order.forEach((f, i) => {
    if (f !== '*' && !fields.includes(String(f))) lines.push(`${at(['ui:order', String(i)])}: ui:order names "${String(f)}", which is not a field of the schema${near(String(f), fields.filter((x) => !order.includes(x)))}`);
  });
  const left = fields.filter((f) => !order.includes(f));
  const named = order.filter((f) => typeof f === 'string' && !fields.includes(f) && f !== '*');
  // A misspelt name in the order is one mistake: the field it was meant to be is not reported left out as well.
  const unexplained = left.filter((f) => !named.some((n) => near(String(n), [f]).includes('did you mean')));
  if (!order.includes('*') && unexplained.length) lines.push(`${at(['ui:order'])}: ui:order leaves out ${unexplained.map((f) => `"${f}"`).join(', ')}: the form would not be drawn; add ${unexplained.length === 1 ? 'it' : 'them'} (or "*" for the rest)`);
}

function checkFieldUi(ui: unknown, path: string[], node: FormSchema, at: (p: string[]) => string, oneOf: (p: string[], v: unknown, pool: readonly string[], w: string) => void, lines: string[]): void {
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) { lines.push(`${at(path)}: the UI of "${path[path.length - 1]}" must be an object of ui: keys, such as { "ui:widget": "text" }`); return; }
  const known = [...FIELD_UI_KEYS, ...RJSF_FIELD_KEYS];
  for (const [key, value] of Object.entries(ui)) {
    const p = [...path, key];
    if (!key.startsWith('ui:')) {
      // A nested key is the UI of a part of this field (a birth date's dobMonth).
      const parts = Object.keys(node.properties ?? {});
      if (!parts.includes(key)) { lines.push(`${at(p)}: "${key}" is not a part of "${path[path.length - 1]}"${parts.length ? near(key, parts) : ' (it has no parts; a UI key starts with "ui:")'}`); continue; }
      checkFieldUi(value, p, node.properties?.[key] ?? {}, at, oneOf, lines);
      continue;
    }
    if (!known.includes(key)) { lines.push(`${at(p)}: unknown UI key "${key}"${near(key, known)}`); continue; }
    if (key === 'ui:widget') oneOf(p, value, WIDGETS.filter((w) => !FIELDS.includes(w)), 'widget');
    if (key === 'ui:field') oneOf(p, value, FIELDS, 'field kind');
    if (key === 'ui:filter') oneOf(p, value, Object.keys(filters), 'filter');
    if (key === 'ui:format') oneOf(p, value, Object.keys(formatters), 'format');
    if (key === 'ui:parse') oneOf(p, value, Object.keys(parsers), 'parser');
    if (key === 'ui:inputmode') oneOf(p, value, INPUT_MODES, 'inputmode');
    if (key === 'ui:formatOn') oneOf(p, value, ['change', 'blur'], 'formatOn');
    if (key === 'ui:checkboxOrigin') oneOf(p, value, ['DATA_COLLECTION_PAGE', 'ALMOST_DONE_PAGE'], 'checkbox origin');
    if (key === 'ui:behaviours' && !Array.isArray(value)) lines.push(`${at(p)}: ui:behaviours must be a list, such as [${JSON.stringify(value)}]`);
    if (key === 'ui:behaviours' && Array.isArray(value)) value.forEach((b, i) => oneOf([...p, String(i)], b, Object.keys(BEHAVIOURS), 'behaviour'));
  }
}

function checkCompiled(form: Loaded, lines: string[]): void {
  const file = generatedFileOf(form.id);
  let text: string;
  try { text = compileFormValidators(form.id, form.schema); } catch (e) {
    lines.push(`${rel(form.schemaFile)}:1:1: the schema does not compile: ${(e as Error).message.split('\n')[0]}`);
    return;
  }
  if (!existsSync(file)) lines.push(`${rel(form.schemaFile)}:1:1: no precompiled validators (${rel(file)}): run npm run forms:compile`);
  else if (readFileSync(file, 'utf8') !== text) lines.push(`${rel(file)}:1:1: stale: ${rel(form.schemaFile)} changed since it was compiled; run npm run forms:compile`);
}

// Each field a screen's form shows needs its words in that screen's copy: the label, a birth date's part labels,
// and for a choice every option's words (`<field>.<value>`).
function checkLabels(forms: Loaded[], flows: Partial<Record<string, CompiledFlow>>, lines: string[], troubled: Set<string>): void {
  const dir = 'content/en/screens';
  const texts = readTextDir(dir, '.md');
  const catalog = loadCatalog(texts);
  if (!catalog.ok) return;
  const seen = new Set<string>();
  for (const flow of Object.values(flows)) {
    for (const [screenId, screen] of Object.entries(flow?.screens ?? {})) {
      const form = forms.find((f) => f.id === screen.form);
      const copyId = screen.copy ?? screenId;
      const copy = catalog.value[copyId];
      if (!form || !copy || seen.has(`${copyId}/${form.id}`)) continue;
      seen.add(`${copyId}/${form.id}`);
      const labels = new Set([...Object.keys(copy.labels), ...Object.values(copy.variants).flatMap((v) => Object.keys(v.labels ?? {}))]);
      const file = `${dir}/${copyId}.md`;
      const line = (texts[file] ?? '').split('\n').findIndex((l) => /^labels:/.test(l)) + 1 || 1;
      const need = (key: string, why: string) => {
        if (labels.has(key)) return;
        lines.push(`${file}:${line}:1: no label "${key}" for ${why} of form "${form.id}" (schemas/forms/${form.id}.schema.json)`);
        troubled.add(form.id);
      };
      for (const [field, node] of Object.entries(allProperties(form.schema))) {
        need(field, `field "${field}"`);
        const ui = (form.ui[field] ?? {}) as Record<string, unknown>;
        if (ui['ui:field'] === 'dobParts') for (const part of Object.keys(node.properties ?? {})) need(part, `part "${part}" of "${field}"`);
        const choices = node.enum ?? node.items?.enum ?? (node.oneOf ?? node.items?.oneOf)?.map((o) => o.const);
        const widget = String(ui['ui:widget'] ?? (choices ? (node.type === 'array' ? 'checkboxes' : 'select') : ''));
        if (choices && OPTION_WIDGETS.includes(widget)) for (const value of choices) need(`${field}.${String(value)}`, `option "${String(value)}" of "${field}"`);
      }
    }
  }
}

// A screen that saves its form's answers (action saveAnswers) says where each goes: `save:` maps a field of its
// form to answers.<name> or to a field its journey's PATCH takes (PatchLoanApplication in the borrower journey,
// PatchPrequal in the prequal journey, in the contract).
// A form whose schema has a problem of its own (`broken`) has no fields to hold a save map against.
const SAVED_WITH = {
  borrower: { schema: 'PatchLoanApplication', what: 'loan application' },
  prequal: { schema: 'PatchPrequal', what: 'prequalification' },
} as const;
function checkSaveMaps(forms: Loaded[], flows: Partial<Record<string, CompiledFlow>>, lines: string[], troubled: Set<string>, broken: Set<string>): void {
  const fieldsOf = (schema: string) => Object.keys((cachedContract().components.schemas[schema] as { properties?: object } | undefined)?.properties ?? {});
  const files = readYamlDir('flows');
  const where = (screenId: string, path: (string | number)[]) => {
    const file = files.find((f) => (f.data as { screens?: Record<string, unknown> } | undefined)?.screens?.[screenId]) ?? files[0];
    const { line, column } = locate(file?.text ?? '', ['screens', screenId, ...path]);
    return `${file?.file ?? 'flows'}:${line}:${column}`;
  };
  const seen = new Set<string>();
  for (const flow of Object.values(flows)) {
    const savedWith = SAVED_WITH[flow?.journey ?? 'borrower'];
    const patchable = fieldsOf(savedWith.schema);
    for (const [screenId, screen] of Object.entries(flow?.screens ?? {})) {
      if (screen.form && broken.has(screen.form)) continue;
      for (const [event, handler] of Object.entries(screen.on ?? {})) {
        if (!handler || typeof handler !== 'object' || seen.has(`${screenId}/${event}`)) continue;
        seen.add(`${screenId}/${event}`);
        const form = forms.find((f) => f.id === screen.form);
        if (handler.action === 'saveAnswers' && !handler.save) lines.push(`${where(screenId, ['on', event, 'action'])}: saveAnswers needs a save: map (form field: API field)`);
        for (const [field, target] of Object.entries(handler.save ?? {})) {
          const at = where(screenId, ['on', event, 'save', field]);
          if (!form) lines.push(`${at}: screen "${screenId}" has no form, so there is no "${field}" to save`);
          else if (!(field in allProperties(form.schema))) {
            lines.push(`${at}: "${field}" is not a field of form "${form.id}"${near(field, Object.keys(allProperties(form.schema)))}`);
            troubled.add(form.id);
          }
          if (!target.startsWith('answers.') && !patchable.includes(target)) lines.push(`${at}: "${target}" is not a ${savedWith.what} field the API accepts; use answers.${field} for a new question${near(target, patchable)}`);
        }
      }
    }
  }
}
