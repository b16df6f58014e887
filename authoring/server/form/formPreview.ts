import { join } from 'node:path';
import { compileContentFile } from '../../../engine/content/compileContentFile';
import { resolveFormSchema } from '../../../engine/forms/resolveFormSchema';
import { documentScreens } from '../../../scripts/lib/documentScreens';
import { readFormDefinitions } from '../../../scripts/lib/formValidators';
import type { FormPreview } from '../../shared/formTypes';
import type { FileSet } from './fileSet';
import { formFiles } from './formFiles';
import { validatorsFile } from './formEditCheck';

/** The flow files the app compiles its config from (src/runtime/loadConfig.ts), by the name it gives each. */
const FLOW_FILES = ['borrower', 'prequal', 'common', 'inquiries', 'errors'] as const;
type Mark = (locale: string, file: string, text: string, compiled: unknown) => unknown;

// What the page needs to show a change (or an undo) at once, on the same screen, without reloading
// (authoring/page/form/preview.ts puts it in place): the form's schema with its shared definitions in place (a
// definition no form used before is not in the page's) and its UI schema, the validators module to import again
// when the change wrote it, each copy file it wrote compiled as the app reads it (marked as the copy editor marks the
// page's copy, so its words can still be clicked), and every flow file as the app reads it when one changed (a new
// `save:` line). `files` reads the project as the change left it; `written` are the files it wrote.
export function formPreview(files: FileSet, form: string, written: readonly string[], mark: Mark): FormPreview {
  const { schema, ui } = formFiles(files, form);
  const resolved = resolveFormSchema(schema, readFormDefinitions(join(files.root, 'schemas/forms')));
  const documents = documentScreens(files.root);
  const copy = new Map<string, Record<string, unknown>>();
  for (const rel of written) {
    const where = /^content\/([^/]+)\/(.+)$/.exec(rel);
    if (!where || !files.exists(rel)) continue;
    const [, locale = '', file = ''] = where;
    const part = file.startsWith('screens/') && documents.includes(file.slice(8, -3)) ? 'head' : 'all';
    const text = files.read(rel);
    copy.set(file, { ...copy.get(file), [locale]: mark(locale, file, text, compileContentFile(rel, text, part)) });
  }
  const flowsChanged = written.some((rel) => rel.startsWith('flows/'));
  return {
    form,
    schema: resolved.ok ? resolved.value : schema,
    ui,
    validators: written.includes(validatorsFile(form)) ? `/${validatorsFile(form)}` : null,
    copy: [...copy].map(([file, compiled]) => ({ file, compiled })),
    flows: flowsChanged ? Object.fromEntries(FLOW_FILES.map((name) => [name, compileContentFile(`flows/${name}.yaml`, files.read(`flows/${name}.yaml`))])) : null,
  };
}
