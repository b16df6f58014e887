import type { FormSchema } from '../../../engine/forms/FormDefinition';
import type { FileSet } from './fileSet';

/** What a question's answer is, as the rules and widgets that fit it are chosen: its JSON type, whether it is one of
 * some choices (or several, an array's), the format, pattern and shared definition it has, and that definition. */
export interface Answer {
  type: string;
  choices: boolean;
  format?: string;
  pattern?: string;
  /** Its shared definition's `$ref` ('definitions/email.json'). */
  ref?: string;
  definition: FormSchema | null;
}

/** A question's shared definition, read from schemas/forms/definitions/ (null without one, or one that does not read). */
export function definitionOf(files: FileSet, node: FormSchema | undefined): FormSchema | null {
  const ref = typeof node?.$ref === 'string' ? /^definitions\/[^/]+\.json$/.exec(node.$ref)?.[0] : undefined;
  if (!ref || !files.exists(`schemas/forms/${ref}`)) return null;
  try {
    return JSON.parse(files.read(`schemas/forms/${ref}`)) as FormSchema;
  } catch {
    return null;
  }
}

// The question's field with its shared definition under it (the form's own keywords win, as the app reads a `$ref`
// with keywords beside it: docs/adding-a-screen.md, section 7).
export function answerOf(files: FileSet, node: FormSchema | undefined): Answer {
  const definition = definitionOf(files, node);
  const all = { ...(definition ?? {}), ...(node ?? {}) } as FormSchema;
  const type = Array.isArray(all.type) ? String(all.type[0]) : String(all.type ?? 'string');
  const items = all.items as FormSchema | undefined;
  return {
    type,
    choices: Array.isArray(all.enum) || Array.isArray(items?.enum),
    ...(typeof all.format === 'string' ? { format: all.format } : {}),
    ...(typeof all.pattern === 'string' ? { pattern: all.pattern } : {}),
    ...(typeof node?.$ref === 'string' ? { ref: node.$ref } : {}),
    definition,
  };
}
