import { filters, formatters, parsers } from '../../engine/fields/registry';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { allProperties } from '../../engine/forms/allProperties';
import { BEHAVIOURS, FIELD_UI_KEYS, FORM_UI_KEYS, INPUT_MODES, RJSF_FIELD_KEYS, type WidgetDeclaration } from '../../engine/forms/uiVocabulary';
import { problemAt, type Problem } from '../../engine/Problem';
import { autofillProblem } from './autofillProblem';
import { near } from './didYouMean';
import type { LoadedForm } from './readForms';

const KIND: Record<string, string> = { array: 'a list', boolean: 'a yes/no', object: 'a group', string: 'a text', integer: 'a whole number', number: 'a number' };

type At = (path: string[], message: string) => void;

/** The widgets a UI schema names with `ui:widget`, and those that can draw a field of `type` (all when its type is not
 * said or none draws it: a mistyped name is offered only those). */
const drawnBy = (widgets: readonly WidgetDeclaration[], type?: string): string[] => {
  const all = widgets.filter((w) => !w.field);
  const fit = all.filter((w) => (w.draws as readonly string[]).includes(type ?? ''));
  return (fit.length ? fit : all).map((w) => w.name);
};

/** What a UI schema's names are held to beyond the engine's lists: the theme's widgets, as their files declare them,
 * and the values a field may start from (the inquiry table's fields, the API contract's names). */
export interface FormUiVocabulary { widgets: readonly WidgetDeclaration[]; prefillSources: readonly string[] | null }

// `ui:sendAs`: the name an answer is sent as (the lender's, such as mobileNumber), or the names a ticked box is sent
// as, each true (the agreement's acceptances).
const NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;
const sendAsReads = (value: unknown) =>
  (typeof value === 'string' && NAME.test(value)) || (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && NAME.test(v)));

// A form's UI schema against the vocabulary: form keys, the order, and each field's keys and the names they take
// (widget, field kind, filter, format, parser, inputmode, behaviours, the HTML standard's autofill tokens). A
// widget is held to the field's type too: a mistyped one is offered only the widgets that can draw the field. The
// widgets are the theme's, as their files declare them (Project.widgets); a field's `ui:prefillFrom` names values the
// app knows (`prefillSources`).
export function checkFormUi(form: LoadedForm, vocabulary: FormUiVocabulary): Problem[] {
  const problems: Problem[] = [];
  const at: At = (path, message) => problems.push(problemAt('forms', form.uiFile, form.uiText, path, message));
  const props = form.schema.properties ?? {};
  for (const [key, value] of Object.entries(form.ui)) {
    if (key.startsWith('ui:')) {
      if (!(FORM_UI_KEYS as readonly string[]).includes(key)) at([key], `unknown form key "${key}"${near(key, FORM_UI_KEYS)}`);
      if (key === 'ui:askedBy' && value !== 'inquiries') at([key], 'ui:askedBy can only be "inquiries"');
      if (key === 'ui:order') checkOrder(form, value, at);
      continue;
    }
    if (!(key in allProperties(form.schema))) { at([key], `"${key}" is not a field of ${form.schemaFile}${near(key, Object.keys(props))}`); continue; }
    checkFieldUi(value, [key], allProperties(form.schema)[key] ?? {}, at, vocabulary);
  }
  return problems;
}

// rjsf draws the fields in ui:order and refuses to draw a form whose order leaves a field out (unless "*" stands
// for the rest), so the order names each field once and nothing else.
function checkOrder(form: LoadedForm, order: unknown, at: At): void {
  if (!Array.isArray(order)) { at(['ui:order'], `ui:order must be a list of the form's fields, such as ["${Object.keys(form.schema.properties ?? {}).join('", "')}"]`); return; }
  const fields = Object.keys(allProperties(form.schema));
  order.forEach((f, i) => {
    if (f !== '*' && !fields.includes(String(f))) at(['ui:order', String(i)], `ui:order names "${String(f)}", which is not a field of the schema${near(String(f), fields.filter((x) => !order.includes(x)))}`);
  });
  const left = fields.filter((f) => !order.includes(f));
  const named = order.filter((f) => typeof f === 'string' && !fields.includes(f) && f !== '*');
  // A misspelt name in the order is one mistake: the field it was meant to be is not reported left out as well.
  const unexplained = left.filter((f) => !named.some((n) => near(String(n), [f]).includes('did you mean')));
  if (!order.includes('*') && unexplained.length) at(['ui:order'], `ui:order leaves out ${unexplained.map((f) => `"${f}"`).join(', ')}: the form would not be drawn; add ${unexplained.length === 1 ? 'it' : 'them'} (or "*" for the rest)`);
}

function checkFieldUi(ui: unknown, path: string[], node: FormSchema, at: At, vocabulary: FormUiVocabulary): void {
  const { widgets, prefillSources } = vocabulary;
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) { at(path, `the UI of "${path[path.length - 1]}" must be an object of ui: keys, such as { "ui:widget": "text" }`); return; }
  const known: readonly string[] = [...FIELD_UI_KEYS, ...RJSF_FIELD_KEYS];
  const oneOf = (p: string[], value: unknown, pool: readonly string[], what: string) => {
    if (typeof value !== 'string' || !pool.includes(value)) at(p, `unknown ${what} "${String(value)}"${near(String(value), pool)}`);
  };
  for (const [key, value] of Object.entries(ui)) {
    const p = [...path, key];
    if (!key.startsWith('ui:')) {
      // A nested key is the UI of a part of this field (a birth date's dobMonth).
      const parts = Object.keys(node.properties ?? {});
      if (!parts.includes(key)) { at(p, `"${key}" is not a part of "${path[path.length - 1]}"${parts.length ? near(key, parts) : ' (it has no parts; a UI key starts with "ui:")'}`); continue; }
      checkFieldUi(value, p, node.properties?.[key] ?? {}, at, vocabulary);
      continue;
    }
    if (!known.includes(key)) { at(p, `unknown UI key "${key}"${near(key, known)}`); continue; }
    if (key === 'ui:widget') checkWidget(p, value, node, at, widgets);
    if (key === 'ui:field') oneOf(p, value, widgets.filter((w) => w.field).map((w) => w.name), 'field kind');
    if (key === 'ui:filter') oneOf(p, value, Object.keys(filters), 'filter');
    if (key === 'ui:format') oneOf(p, value, Object.keys(formatters), 'format');
    if (key === 'ui:parse') oneOf(p, value, Object.keys(parsers), 'parser');
    if (key === 'ui:inputmode') oneOf(p, value, INPUT_MODES, 'inputmode');
    if (key === 'ui:formatOn') oneOf(p, value, ['change', 'blur'], 'formatOn');
    if (key === 'ui:checkboxOrigin') oneOf(p, value, ['DATA_COLLECTION_PAGE', 'ALMOST_DONE_PAGE'], 'checkbox origin');
    if (key === 'ui:autocomplete') { const problem = autofillProblem(value); if (problem) at(p, problem); }
    if (key === 'ui:sendAs' && !sendAsReads(value)) at(p, `ui:sendAs must be the name the answer is sent as, such as "mobileNumber", or list the names a ticked box is sent as, such as ["termsOfServiceAccepted"]`);
    if (key === 'ui:prefillFrom' && (!Array.isArray(value) || value.length === 0)) at(p, `ui:prefillFrom must list the values the field starts from, the first that is there, such as ["phone", "mobileNumber"]`);
    if (key === 'ui:prefillFrom' && Array.isArray(value) && prefillSources) value.forEach((name, i) => oneOf([...p, String(i)], name, prefillSources, 'value to prefill from'));
    if (key === 'ui:behaviours' && !Array.isArray(value)) at(p, `ui:behaviours must be a list, such as [${JSON.stringify(value)}]`);
    if (key === 'ui:behaviours' && Array.isArray(value)) value.forEach((b, i) => oneOf([...p, String(i)], b, Object.keys(BEHAVIOURS), 'behaviour'));
  }
}

// A widget exists and can draw the field's type (its `type` in the schema): a slip is offered the nearest widget
// that can draw it, and a real widget on a field it cannot draw names those that can.
function checkWidget(p: string[], value: unknown, node: FormSchema, at: At, widgets: readonly WidgetDeclaration[]): void {
  const type = typeof node.type === 'string' ? node.type : undefined;
  const pool = drawnBy(widgets, type);
  if (typeof value !== 'string' || !drawnBy(widgets).includes(value)) { at(p, `unknown widget "${String(value)}"${near(String(value), pool)}`); return; }
  if (type && !pool.includes(value)) at(p, `widget "${value}" cannot draw ${KIND[type] ?? type} field ("type": "${type}"): use ${pool.join(' or ')}`);
}
