// Everything the app runs on, read once at startup from the YAML the product edits (bundled as text) and checked
// by the engine. A problem anywhere is a list of `file: sentence` lines for the config error page, never a throw.
import { parseDocument } from 'yaml';
import borrowerText from '../../flows/borrower.yaml?raw';
import commonText from '../../flows/common.yaml?raw';
import errorsText from '../../flows/errors.yaml?raw';
import fieldsText from '../../flows/fields.yaml?raw';
import inquiriesText from '../../flows/inquiries.yaml?raw';
import prequalText from '../../flows/prequal.yaml?raw';
import type { ErrorRule } from '../../engine/api/ErrorRule';
import { parseErrorRules } from '../../engine/api/parseErrorRules';
import type { FieldTable } from '../../engine/fields/FieldTable';
import { loadFieldTable } from '../../engine/fields/loadFieldTable';
import { compileFlow } from '../../engine/flow/compileFlow';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { loadInquiryTable } from '../../engine/inquiries/loadInquiryTable';
import { err, ok, type Result } from '../../engine/Result';

export interface AppConfig {
  flows: { borrower: CompiledFlow; prequal: CompiledFlow };
  fields: FieldTable;
  errorRules: ErrorRule[];
}

export interface ConfigTexts { borrower: string; prequal: string; common: string; inquiries: string; fields: string; errors: string }

const bundled: ConfigTexts = {
  borrower: borrowerText, prequal: prequalText, common: commonText, inquiries: inquiriesText, fields: fieldsText, errors: errorsText,
};

// One YAML text to plain data, or a `file:line:column: reason` line per syntax error.
function readYaml(file: string, text: string, problems: string[]): unknown {
  const doc = parseDocument(text);
  if (doc.errors.length === 0) return doc.toJS() as unknown;
  for (const e of doc.errors) {
    const pos = e.linePos?.[0];
    problems.push(`${file}:${pos?.line ?? 1}:${pos?.col ?? 1}: not valid YAML: ${(e.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')}`);
  }
  return undefined;
}

// Compiles both journeys and loads the field table and error rules, collecting every problem at once.
export function loadConfig(texts: ConfigTexts = bundled): Result<AppConfig, string[]> {
  const problems: string[] = [];
  const files: Record<string, unknown> = {
    borrower: readYaml('flows/borrower.yaml', texts.borrower, problems),
    prequal: readYaml('flows/prequal.yaml', texts.prequal, problems),
    common: readYaml('flows/common.yaml', texts.common, problems),
  };
  const inquiries = loadInquiryTable(readYaml('flows/inquiries.yaml', texts.inquiries, problems));
  if (!inquiries.ok) problems.push(...inquiries.error);
  const fieldsDoc = readYaml('flows/fields.yaml', texts.fields, problems);
  const fields = fieldsDoc === undefined ? null : loadFieldTable(fieldsDoc);
  if (fields && !fields.ok) problems.push(...fields.error.map((m) => (m.startsWith('fields.yaml') ? `flows/${m}` : `flows/fields.yaml: ${m}`)));
  const rules = parseErrorRules(texts.errors);
  if (!rules.ok) problems.push(...rules.error);
  if (!inquiries.ok) return err(problems);
  const compile = (name: 'borrower' | 'prequal'): CompiledFlow | null => {
    const compiled = compileFlow(name, files, inquiries.value);
    if (compiled.ok) return compiled.value;
    problems.push(...compiled.error.map((p) => `${p.file}: ${p.path.length ? `${p.path.join('.')}: ` : ''}${p.message}`));
    return null;
  };
  const borrower = compile('borrower');
  const prequal = compile('prequal');
  if (problems.length > 0 || !borrower || !prequal || !fields?.ok || !rules.ok) return err(problems);
  return ok({ flows: { borrower, prequal }, fields: fields.value, errorRules: rules.value });
}
