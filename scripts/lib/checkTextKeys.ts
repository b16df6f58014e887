import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MESSAGES } from '../../engine/forms/formIssues';
import type { CodeNames, Named } from './codeNames';
import { nearest } from './didYouMean';
import type { TextsFile } from './loadContent';
import { root } from './root';

const readIfThere = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');

/** The message codes the form schemas name under x-messages (read as text: a schema that does not parse is the forms check's line). */
function schemaMessages(): Named {
  const named: Named = new Map();
  const dir = join(root, 'schemas/forms');
  for (const f of existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.schema.json')).sort() : []) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const block of text.matchAll(/"x-messages"\s*:\s*\{([^}]*)\}/g)) {
      for (const m of (block[1] ?? '').matchAll(/:\s*"(\w+)"/g)) if (!named.has(m[1]!)) named.set(m[1]!, `schemas/forms/${f}`);
    }
  }
  return named;
}

/** The content keys flows/errors.yaml shows instead of a server's text (`code:`). */
function errorRuleCodes(): Named {
  const named: Named = new Map();
  for (const m of readIfThere('flows/errors.yaml').matchAll(/^\s*code:\s*['"]?(\w+)/gm)) named.set(m[1]!, 'flows/errors.yaml');
  return named;
}

// One file of texts by key against what reads it. A key nothing reads is a leftover or a slip: with a slip (a key
// a reader wants is missing and this one is a keystroke away) the one line names both, and the missing key is not
// reported again; when that reader is a form schema or an error rule, their own check's line names both already
// ("... is not in messages.yaml (did you mean ...)"), so this one stays quiet. A key the code reads that is
// missing shows the borrower nothing where a sentence should be.
function checkKeys(texts: TextsFile, what: string, readers: Named, alsoUsed: Named, checkedElsewhere: Named, out: string[]) {
  if (!texts.readable) return;
  const has = (k: string) => texts.keys.has(k);
  const wanted = [...new Set([...readers.keys(), ...checkedElsewhere.keys()])].filter((k) => !has(k));
  const meant = new Set<string>();
  for (const [key, at] of texts.keys) {
    if (readers.has(key) || checkedElsewhere.has(key) || alsoUsed.has(key)) continue;
    const near = nearest(key, wanted);
    if (near) meant.add(near);
    if (near && !readers.has(near)) continue;
    const by = near ? readers.get(near) : undefined;
    out.push(`${texts.file}:${at.line}:${at.column}: no ${what} reads "${key}"${near ? ` (did you mean "${near}"? ${by} reads it)` : ': a leftover, or a key misspelt; delete it or use it'}`);
  }
  for (const key of [...readers.keys()].filter((k) => !has(k) && !meant.has(k)).sort()) {
    out.push(`${texts.file}:1:1: "${key}" is missing: ${readers.get(key)} reads it, and the borrower would see no text`);
  }
}

// messages.yaml and errors.yaml hold texts the app looks up by key. Validators, form schemas and the code name
// messages; the code and flows/errors.yaml name error texts. (A form schema naming a message that is missing is
// the forms check's line, an error rule naming one the flows check's; both still count as reading it here.)
export function checkTextKeys(messages: TextsFile, errors: TextsFile, names: CodeNames): string[] {
  const out: string[] = [];
  const defaults: Named = new Map(Object.values(DEFAULT_MESSAGES).map((code) => [code, 'engine/forms/formIssues.ts (DEFAULT_MESSAGES)']));
  checkKeys(messages, 'form or code', names.messages, names.quoted, new Map([...schemaMessages(), ...defaults]), out);
  checkKeys(errors, 'code or error rule', names.errors, names.quoted, errorRuleCodes(), out);
  return out;
}
