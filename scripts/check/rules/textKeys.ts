import { DEFAULT_MESSAGES } from '../../../engine/forms/formIssues';
import type { Problem } from '../../../engine/Problem';
import type { Named } from '../codeNames';
import { nearest } from '../didYouMean';
import { englishContent, type TextsFile } from '../loadContent';
import { filesUnder, perProject, screensOf, type Project } from '../Project';
import { formIdsOf } from '../formSchemaOf';
import { formFindings } from './forms';

/** The message codes the form schemas and their shared definitions name under x-messages (read as text: a schema that does not parse is the forms rule's line). */
function schemaMessages(project: Project): Named {
  const named: Named = new Map();
  for (const [file, text] of Object.entries({ ...filesUnder(project, 'schemas/forms', '.schema.json'), ...filesUnder(project, 'schemas/forms/definitions', '.json') })) {
    for (const block of text.matchAll(/"x-messages"\s*:\s*\{([^}]*)\}/g)) {
      for (const m of (block[1] ?? '').matchAll(/:\s*"(\w+)"/g)) if (!named.has(m[1]!)) named.set(m[1]!, file);
    }
  }
  return named;
}

/** The content keys flows/errors.yaml shows instead of a server's text (`code:`), and those a flow's transition says
 * on the fields it clears (`clear: { pin: invalidVerificationCode }`). */
function errorRuleCodes(project: Project): Named {
  const named: Named = new Map();
  for (const m of (project.texts['flows/errors.yaml'] ?? '').matchAll(/^\s*code:\s*['"]?(\w+)/gm)) named.set(m[1]!, 'flows/errors.yaml');
  for (const [file, text] of Object.entries(filesUnder(project, 'flows', '.yaml'))) {
    for (const block of text.matchAll(/\bclear:\s*\{([^}]*)\}/g)) for (const m of (block[1] ?? '').matchAll(/:\s*['"]?(\w+)/g)) if (!named.has(m[1]!)) named.set(m[1]!, file);
  }
  return named;
}

// One file of texts by key against what reads it. A key nothing reads is a leftover or a slip: with a slip (a key
// a reader wants is missing and this one is a keystroke away) the one line names both, and the missing key is not
// reported again; when that reader is a form schema or an error rule, their own check's line names both already
// ("... is not in messages.yaml (did you mean ...)"), so this one stays quiet. A key the code reads that is
// missing shows the borrower nothing where a sentence should be. `allReadersKnown` false (a form a screen shows
// does not read, or is gone: its own line says so): no key is called a leftover, since that form may read it.
function checkKeys(texts: TextsFile, what: string, readers: Named, alsoUsed: Named, checkedElsewhere: Named, allReadersKnown: boolean, out: Problem[]) {
  if (!texts.readable) return;
  const has = (k: string) => texts.keys.has(k);
  const wanted = [...new Set([...readers.keys(), ...checkedElsewhere.keys()])].filter((k) => !has(k));
  const meant = new Set<string>();
  for (const [key, at] of texts.keys) {
    if (readers.has(key) || checkedElsewhere.has(key) || alsoUsed.has(key)) continue;
    const near = nearest(key, wanted);
    if (near) meant.add(near);
    if ((near && !readers.has(near)) || (!near && !allReadersKnown)) continue;
    const by = near ? readers.get(near) : undefined;
    out.push({ file: texts.file, line: at.line, column: at.column, message: `no ${what} reads "${key}"${near ? ` (did you mean "${near}"? ${by} reads it)` : ': a leftover, or a key misspelt; delete it or use it'}`, rule: 'textKeys' });
  }
  for (const key of [...readers.keys()].filter((k) => !has(k) && !meant.has(k)).sort()) {
    out.push({ file: texts.file, line: 1, column: 1, message: `"${key}" is missing: ${readers.get(key)} reads it, and the borrower would see no text`, rule: 'textKeys' });
  }
}

// messages.yaml and errors.yaml hold texts the app looks up by key. Validators, form schemas and the code name
// messages; the code and flows/errors.yaml name error texts. (A form schema naming a message that is missing is
// the forms check's line, an error rule naming one the flows check's; both still count as reading it here.)
export const textKeys = perProject((project: Project): Problem[] => {
  const { messages, errors } = englishContent(project);
  const names = project.code;
  const out: Problem[] = [];
  const defaults: Named = new Map(Object.values(DEFAULT_MESSAGES).map((code) => [code, 'engine/forms/formIssues.ts (DEFAULT_MESSAGES)']));
  const ids = formIdsOf(project);
  const shown = screensOf(project).flatMap(({ screen }) => (screen.form ? [screen.form] : []));
  const formsKnown = formFindings(project).loaded.length === ids.length && shown.every((id) => ids.includes(id));
  checkKeys(messages, 'form or code', names.messages, names.quoted, new Map([...schemaMessages(project), ...defaults]), formsKnown, out);
  checkKeys(errors, 'code or error rule', names.errors, names.quoted, errorRuleCodes(project), true, out);
  return out;
});
