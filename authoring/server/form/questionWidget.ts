import { allProperties } from '../../../engine/forms/allProperties';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import type { FileSet } from './fileSet';
import { editForm, type EditorProblem, problem } from './formEdit';
import { formFiles, uiFile } from './formFiles';
import { formWords } from './formWords';
import { type Answer, answerOf } from './questionAnswer';
import type { WidgetDeclaration } from '../../../engine/forms/uiVocabulary';
import { type QuestionWidget, questionWidgets } from './questionKinds';

type Json = Record<string, unknown>;

/** The widget a question is drawn with: its `ui:widget`, or what the app draws without one. */
export function widgetOf(answer: Answer, own: Json): string {
  if (typeof own['ui:widget'] === 'string') return own['ui:widget'];
  if (typeof own['ui:field'] === 'string') return own['ui:field'];
  if (answer.choices) return 'select';
  return answer.type === 'boolean' ? 'checkbox' : 'text';
}

// Whether a widget the editor adds questions as draws this answer: one of some choices as a list or radio buttons,
// several as tick boxes, a yes/no as a tick box; any other answer by a widget that draws its JSON type
// (its file's declaration) and asks of it what the answer is: a widget that comes with a shared definition, a
// pattern or a format (the email box, the phone box, the date box) fits only an answer that has the same, and a plain
// one (text, a text box of several lines, a dollar amount) fits any answer of its type without a format.
function fits({ question: field, draws }: QuestionWidget, answer: Answer): boolean {
  if (answer.choices) return Boolean(field.choices) && (draws as readonly string[]).includes(answer.type);
  if (field.choices || answer.type === 'array') return false;
  if (!(draws as readonly string[]).includes(answer.type)) return false;
  const { $ref, pattern, format } = field.schema as { $ref?: string; pattern?: string; format?: string };
  if ($ref || pattern || format) return $ref === answer.ref && (!pattern || pattern === answer.pattern) && (!format || format === answer.format);
  return !answer.format;
}

/** The widgets a question can be shown as, its own first-listed in the theme's order; none when its own is not one the
 * editor writes (a code box, an agreement, a birth date's parts), so it stays as the files say. */
export function widgetsFor(answer: Answer, own: Json, declared?: readonly WidgetDeclaration[]): string[] {
  const current = widgetOf(answer, own);
  const out = questionWidgets(declared).filter((w) => fits(w, answer)).map((w) => w.name);
  return typeof own['ui:field'] === 'string' || !out.includes(current) ? [] : out;
}

/** What stops a question being shown as `widget`: a name that is no widget the editor writes, or one that does not fit
 * (the question `said` as a refusal names it, formWords.asked). */
export function widgetProblems(files: FileSet, form: string, name: string, widget: unknown, said = formWords.asked(name)): EditorProblem[] {
  const { schema, ui } = formFiles(files, form);
  const answer = answerOf(files, allProperties(schema)[name]);
  const allowed = widgetsFor(answer, (ui[name] ?? {}) as Json);
  if (typeof widget !== 'string' || !questionWidgets().some((w) => w.name === widget)) return [problem(uiFile(form), formWords.noWidget(String(widget)), 'widget')];
  if (allowed.includes(widget)) return [];
  return [problem(uiFile(form), formWords.widgetDoesNotFit(widget, said, formWords.answerIs(answer), allowed), 'widget')];
}

// The question shown as `widget`, in the UI schema: its `ui:widget` replaced where it is, or put first in its entry
// (an entry made for it at the UI schema's end); a one-line text box is the app's own, written as the guide writes
// it, with no `ui:widget` (an entry left empty goes). So a widget changed and changed back leaves the file as it was.
export function writeWidget(files: FileSet, form: string, name: string, widget: string): void {
  editForm(files, form, (schema: FormSchema, ui: UiSchema) => {
    const entry = (ui[name] ?? {}) as Json;
    if (widget === 'text') {
      const { 'ui:widget': _gone, ...rest } = entry;
      if (Object.keys(rest).length > 0) return { schema, ui: { ...ui, [name]: rest } };
      const { [name]: _entry, ...others } = ui;
      return { schema, ui: others as UiSchema };
    }
    return { schema, ui: { ...ui, [name]: 'ui:widget' in entry ? { ...entry, 'ui:widget': widget } : { 'ui:widget': widget, ...entry } } };
  });
}

// A question's box given the browser's autofill (`ui:autocomplete`) in its UI entry: in place of the one its kind
// has, else where the guide's landlord's phone has it, before its keyboard (`ui:inputmode`), else last.
export function withAutofill(entry: Json, token: string): Json {
  if ('ui:autocomplete' in entry) return { ...entry, 'ui:autocomplete': token };
  const keys = Object.entries(entry);
  const at = keys.findIndex(([k]) => k === 'ui:inputmode');
  return Object.fromEntries(at < 0 ? [...keys, ['ui:autocomplete', token]] : [...keys.slice(0, at), ['ui:autocomplete', token], ...keys.slice(at)]);
}
