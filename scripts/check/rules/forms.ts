import { DEFAULT_MESSAGES } from '../../../engine/forms/formIssues';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { validators as formRules } from '../../../engine/fields/registry';
import { problemAt, type Problem } from '../../../engine/Problem';
import { allProperties } from '../../../engine/forms/allProperties';
import { near } from '../didYouMean';
import { formDefinitions, formIdsOf, refTarget, schemaProblem } from '../formSchemaOf';
import { formSchemaRules } from '../formSchemaRules';
import { checkFormUi } from '../formUi';
import { filesUnder, perProject, screensOf, type Project } from '../Project';
import { readForm, readMessages, type LoadedForm } from '../readForms';
import { ruleOptionProblems } from '../ruleOptionProblems';

// The values a field may start from (`ui:prefillFrom`): a field the data-inquiry list prefills (flows/inquiries.yaml),
// or a name of the API contract's answers (the application's mobileNumber, the prequal's maximumLoanAmount). None
// while the inquiry table does not read (its own line says why; the names are not held to half a list).
const prefillSources = (project: Project): string[] | null => (Object.values(project.flows.flows).every((f) => !f) ? null : [...new Set([
  ...Object.values(project.flows.flows).flatMap((f) => (f ? [...Object.values(f.inquiries.types), ...f.inquiries.dobParts] : [])),
  ...Object.values(project.contract?.components.schemas ?? {}).flatMap((s) => Object.keys((s as { properties?: object }).properties ?? {})),
])].sort());
const GENERATED = 'engine/generated/forms';

/** What the forms rule found, and what the later form rules build on. */
export interface FormFindings {
  problems: Problem[];
  /** The forms whose schema keeps JSON Schema's rules: their fields are known. */
  loaded: LoadedForm[];
  /** The forms with a problem of their own (npm run forms:compile is asked for only once they have none). */
  troubled: Set<string>;
}

// Every form product can write, checked before the browser sees it: the schema and UI schema parse (a JSON slip
// is named by file:line:column), every rule, message, widget, filter, format, parser, behaviour and autofill token
// a form names exists, and no precompiled validator is left without its schema. The labels (formLabels), save maps
// (formSaveMaps) and precompiled validators (formsCompiled) are rules of their own.
export const formFindings = perProject((project: Project): FormFindings => {
  const problems: Problem[] = [];
  // A messages.yaml that does not read is the copyFiles rule's one line: the message checks here then have nothing
  // to hold the forms against and stay quiet.
  const messages = readMessages(project);
  problems.push(...formDefinitions(project).problems);
  // A widget file the theme cannot draw as it declares itself (no component, a name taken twice).
  for (const w of project.widgets.problems) problems.push({ file: w.file, line: 1, column: 1, message: w.message, rule: 'forms' });
  for (const code of messages ? new Set(Object.values(DEFAULT_MESSAGES)) : []) {
    if (messages && !(code in messages)) problems.push({ file: 'content/en/messages.yaml', line: 1, column: 1, message: `the default message "${code}" (for a form rule with no message of its own) is missing`, rule: 'forms' });
  }
  // One mistake, one line: a schema that breaks JSON Schema's own rules is not held to its UI schema, its copy or
  // the screens' save maps (they need its fields), and `npm run forms:compile`, the last step of a form edit, is
  // asked for only once the form has no other problem (`troubled`).
  const loaded: LoadedForm[] = [];
  const troubled = new Set<string>();
  const ids = formIdsOf(project);
  for (const id of ids) {
    const before = problems.length;
    const form = readForm(project, id, problems);
    // Each key where it is written: in the form, or in the shared definition it $refs (said once for every form).
    const at = (path: (string | number)[], message: string) => problems.push(schemaProblem(project, id, path, message));
    if (form && checkFields(form.schema, messages, at, Object.keys(allProperties(form.schema)))) {
      loaded.push(form);
      problems.push(...checkFormUi(form, { widgets: project.widgets.declared, prefillSources: prefillSources(project) }));
    }
    if (problems.length > before) troubled.add(id);
  }
  problems.push(...unusedDefinitionProblems(project, ids, messages));
  const named = new Set(screensOf(project).map(({ screen }) => screen.form));
  for (const file of Object.keys(filesUnder(project, GENERATED, '.validators.js'))) {
    const id = file.slice(GENERATED.length + 1).replace(/\.validators\.js$/, '');
    // A removed schema a screen still names is that screen's line (flowNames: "form does not exist").
    if (!ids.includes(id) && !named.has(id)) problems.push({ file, line: 1, column: 1, message: `no schemas/forms/${id}.schema.json: delete this file or run npm run forms:compile`, rule: 'forms' });
  }
  return { problems, loaded, troubled };
});

/** The forms rule: the problems of formFindings. */
export const forms = (project: Project): Problem[] => formFindings(project).problems;

// A form's or a definition's schema held to JSON Schema's rules, then (when it keeps them) to the names it uses
// (checkNames). False when it breaks JSON Schema's rules (those problems are then its only ones).
function checkFields(schema: FormSchema, messages: Record<string, string> | null, at: (path: (string | number)[], message: string) => void, fields: readonly string[] | null): boolean {
  const rules = formSchemaRules(schema);
  for (const p of rules) at(p.path, p.message);
  if (!rules.length) checkNames(schema, messages, at, fields);
  return !rules.length;
}

// Every rule (x-rules) and message (x-messages) a schema names exists: a slip is offered the nearest name; a rule's
// settings (x-ruleOptions) are ones it takes, naming fields the form has (`fields`; null for a definition alone).
function checkNames(schema: FormSchema, messages: Record<string, string> | null, at: (path: (string | number)[], message: string) => void, fields: readonly string[] | null): void {
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach((n, i) => walk(n, [...path, i])); return; }
    const schema = node as FormSchema;
    for (const [i, rule] of (Array.isArray(schema['x-rules']) ? schema['x-rules'] : []).entries()) {
      if (!(rule in formRules)) at([...path, 'x-rules', i], `unknown rule "${rule}"${near(rule, Object.keys(formRules))}`);
    }
    for (const [keyword, code] of Object.entries(schema['x-messages'] ?? {})) {
      if (!(keyword in DEFAULT_MESSAGES)) at([...path, 'x-messages', keyword], `"${keyword}" is not a rule a message can be given for${near(keyword, Object.keys(DEFAULT_MESSAGES))}`);
      if (messages && !(code in messages)) at([...path, 'x-messages', keyword], `message "${code}" is not in content/en/messages.yaml${near(code, Object.keys(messages))}`);
    }
    for (const p of ruleOptionProblems(schema, fields)) at([...path, ...p.path], p.message);
    for (const [key, value] of Object.entries(schema)) if (!['x-messages', 'x-ruleOptions', 'enum', 'const'].includes(key)) walk(value, [...path, key]);
  };
  walk(schema, []);
}

// A shared definition no form uses yet (vocabulary ready for the next form: a website, an EIN) is held to the same
// rules on its own, so a slip in it is named now rather than when a form first refers to it. One a form uses is
// checked through that form (where its problems are said at the definition, once).
function unusedDefinitionProblems(project: Project, ids: readonly string[], messages: Record<string, string> | null): Problem[] {
  const { definitions, broken } = formDefinitions(project);
  const refsIn = (text: string, from: string) => [...text.matchAll(/"\$ref"\s*:\s*"([^"#][^"]*)"/g)].map((m) => refTarget(m[1] as string, from));
  const used = new Set(ids.flatMap((id) => refsIn(project.texts[`schemas/forms/${id}.schema.json`] ?? '', '')));
  for (const ref of used) for (const next of refsIn(project.texts[`schemas/forms/${ref}`] ?? '', ref)) used.add(next);
  const problems: Problem[] = [];
  for (const [ref, definition] of Object.entries(definitions)) {
    if (used.has(ref) || broken.has(ref)) continue;
    const file = `schemas/forms/${ref}`;
    const at = (path: (string | number)[], message: string) => problems.push(problemAt('forms', file, project.texts[file] ?? '', path, message));
    checkFields(definition as FormSchema, messages, at, null);
  }
  return problems;
}
