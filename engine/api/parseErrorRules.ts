import { parseDocument } from 'yaml';
import { err, type Result } from '../Result';
import type { ErrorRule } from './ErrorRule';
import { loadErrorRules } from './loadErrorRules';

// Reads the text of flows/errors.yaml (the app imports it raw; the engine does no file IO) into checked rules;
// a YAML slip is reported as file:line:column so product can find it.
export function parseErrorRules(text: string, source = 'flows/errors.yaml'): Result<ErrorRule[], string[]> {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    return err(doc.errors.map((error) => {
      const [line, col] = [error.linePos?.[0].line ?? 1, error.linePos?.[0].col ?? 1];
      const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
      return `${source}:${line}:${col}: not valid YAML: ${reason}`;
    }));
  }
  return loadErrorRules(doc.toJS() as unknown, source);
}
