import type { YAMLError } from 'yaml';

// The YAML library's wording is written for programmers; this keeps its first sentence, drops its own line
// numbers (they count from the front matter, not the file) and adds the fix for the two slips product makes most.
export function yamlErrorMessage(error: YAMLError, yaml: string, firstLine: number): { line: number; reason: string } {
  const yamlLine = error.linePos?.[0].line ?? 1;
  const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  const source = yaml.split('\n')[yamlLine - 1] ?? '';
  let hint = '';
  if (/^\s*(?:- |[\w-]+:\s+)[{[]/.test(source) && !/^\s*(?:- |[\w-]+:\s+)(?:\{\s*\}|\[\s*\])\s*$/.test(source)) {
    hint = " (a text that starts with '{' or '[' must be in quotes)";
  } else if (/^\s*[\w-]+:\s+[^'"].*: /.test(source)) {
    hint = " (a text that contains ': ' must be in quotes)";
  }
  return { line: yamlLine + firstLine - 1, reason: reason + hint };
}
