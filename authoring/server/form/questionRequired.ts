import { parse } from 'yaml';
import { allProperties } from '../../../engine/forms/allProperties';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import type { Words } from '../../shared/formTypes';
import type { FileSet } from './fileSet';
import { dropUnread, editYaml, messagesFile, ruleCode, stillRead } from './formEdit';
import { formFiles, schemaFile } from './formFiles';
import { answerOf } from './questionAnswer';
import { editField } from './questionRuleChange';

// A question's own message when it is left empty: the guide's `"x-messages": { "required": "chooseJobType" }` with
// its words in each language's messages.yaml. Without one the app's default ("This field is required") shows.

type Json = Record<string, unknown>;

const messagesOf = (files: FileSet, locale: string): Json => {
  try {
    return (parse(files.read(messagesFile(locale))) ?? {}) as Json;
  } catch {
    return {};
  }
};

/** The key of a field's own required message, when it names one. */
export function requiredCodeOf(node: FormSchema | undefined): string | undefined {
  const code = ((node?.['x-messages'] ?? {}) as Json).required;
  return typeof code === 'string' ? code : undefined;
}

/** The words of a question's required message in every language (its own, else its shared definition's), '' without one. */
export function requiredMessageOf(files: FileSet, node: FormSchema | undefined, locales: readonly string[]): Words {
  const code = requiredCodeOf(node) ?? requiredCodeOf(answerOf(files, node).definition ?? undefined);
  return Object.fromEntries(locales.map((l) => {
    const said = code ? messagesOf(files, l)[code] : undefined;
    return [l, typeof said === 'string' ? said : ''];
  }));
}

/** The key a new required message gets: the question's name and the rule's, as a rule's message is named ('jobTypeRequired'). */
export const requiredCode = (files: FileSet, name: string) => ruleCode(files, name, 'required');

// The field's `x-messages` with its required message's key first (the guide writes `{ "required": ..., "pattern": ... }`),
// or without it (an `x-messages` left empty goes). Its other keys keep their places.
export function withRequiredCode(node: Json, code: string | null): Json {
  const messages = (node['x-messages'] ?? {}) as Json;
  const { required: _had, ...rest } = messages;
  if (code === null) {
    if (!('x-messages' in node)) return node;
    const { 'x-messages': _all, ...bare } = node;
    return Object.keys(rest).length ? { ...node, 'x-messages': rest } : bare;
  }
  const next = 'required' in messages ? { ...messages, required: code } : { required: code, ...rest };
  return { ...node, 'x-messages': next };
}

// The required message set, replaced or taken out (`words` null). A message only this question reads takes the new
// words in place; one another question, form or the app's code also reads is left to them and the question gets a
// key of its own (`<name>Required`), added at the end of each language's messages file, unless the words are the
// same. One taken out goes from the messages files when nothing else reads it. Words are checked before (formChange.ts).
export function writeRequiredMessage(files: FileSet, form: string, name: string, words: Words | null, locales: readonly string[]): void {
  const own = requiredCodeOf(allProperties(formFiles(files, form).schema)[name]);
  if (words === null) {
    if (!own) return;
    editField(files, form, name, (n) => withRequiredCode(n, null));
    dropUnread(files, [own], locales);
    return;
  }
  const said = (key: string) => locales.every((l) => messagesOf(files, l)[key] === words[l]);
  const alone = own !== undefined && files.read(schemaFile(form)).split(`"${own}"`).length === 2 && !readElsewhere(files, form, own);
  const keep = own !== undefined && (alone || said(own));
  const key = keep ? own! : requiredCode(files, name);
  if (key !== own) editField(files, form, name, (n) => withRequiredCode(n, key));
  for (const l of locales) {
    if (messagesOf(files, l)[key] === words[l]) continue;
    editYaml(files, messagesFile(l), [], { set: [[key, words[l]!]] });
  }
}

/** Whether a message key is read outside this form's schema: another form, a definition, the app's code. */
function readElsewhere(files: FileSet, form: string, code: string): boolean {
  const mine = schemaFile(form);
  return stillRead({ ...files, read: (rel: string) => (rel === mine ? '' : files.read(rel)) }, code);
}
