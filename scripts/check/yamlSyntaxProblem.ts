import type { Problem } from '../../engine/Problem';
import type { YamlFile } from '../lib/readYamlDir';

// A YAML file's syntax error as one problem (of the flowSyntax rule). Only the first error of a file is reported: after
// it the parser reads the rest of the file out of step (one tab or one unclosed brace makes every later line
// "not allowed"), so the lines after it are echoes of the first; fixing it shows whatever else is wrong. The
// library's wording is kept except for the slips product makes most, which get the fix in words.
export function yamlSyntaxProblem(f: YamlFile): Problem | undefined {
  const e = f.errors[0];
  if (!e) return undefined;
  const at = (line: number, column: number, message: string): Problem => ({ file: f.file, line, column, message, rule: 'flowSyntax' });
  const textLines = f.text.split('\n');
  const source = textLines[e.line - 1] ?? '';
  let reason = e.message.replace(/ at line \d+, column \d+:?$/, '');
  // An unclosed { or [ is noticed lines later, where the parser meets the next key; the fix goes where it opened.
  const bracket = /end with a ([}\]])/.exec(e.message)?.[1];
  if (bracket) {
    const open = bracket === '}' ? '{' : '[';
    for (let n = e.line; n >= Math.max(1, e.line - 30); n--) {
      const column = unclosed(textLines[n - 1] ?? '', open, bracket);
      if (column) return at(n, column, `YAML syntax: a '${open}' opened here is not closed on its line (add the '${bracket}')`);
    }
  }
  if (/Map keys must be unique/.test(e.message)) {
    const key = /^\s*(?:-\s+)?(?:"([^"]*)"|'([^']*)'|([^:#]+?))\s*:/.exec(source.slice(e.column - 1)) ?? /^\s*(?:-\s+)?([^:#]+?)\s*:/.exec(source);
    const name = key ? (key[1] ?? key[2] ?? key[3]) : undefined;
    reason = `${name ? `"${name}"` : 'a key'} appears twice in the same mapping (YAML would keep only one): remove or rename one`;
  } else if (/Tabs are not allowed/.test(e.message) || /^\s*\t/.test(source)) {
    reason = 'a tab character indents this line: YAML indents with spaces only';
  } else if (/^\s*(?:- |[\w-]+:\s+)[{[]/.test(source) && !/[}\]]\s*(#.*)?$/.test(source)) {
    reason += " (a '{' or '[' opened on this line is not closed on it)";
  } else if (/^\s*[\w-]+:\s+[^'"{[].*: /.test(source)) {
    reason += " (a text that contains ': ' must be in quotes)";
  }
  return at(e.line, e.column, `YAML syntax: ${reason}`);
}

/** The column of the last opener on a line that its line does not close (quoted text and comments aside), or 0. */
function unclosed(line: string, open: string, close: string): number {
  const stack: number[] = [];
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quote) { if (c === quote) quote = ''; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] as string))) break;
    else if (c === open) stack.push(i + 1);
    else if (c === close) stack.pop();
  }
  return stack[stack.length - 1] ?? 0;
}
