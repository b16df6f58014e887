import { escapeMarkdown } from './escapeMarkdown';

export type Pipe = ((value: unknown) => string) & {
  /** A pipe that writes Markdown itself (a link), escaping what it inserts; in text mode its `plain` form is used. */
  markdown?: true;
  plain?: (value: unknown) => string;
};

export interface InterpolateOptions {
  /**
   * 'markdown' (the default) escapes every value for Markdown and HTML. 'text' is for places that are neither,
   * such as the browser tab title, where escapes would show as backslashes; whitespace is still collapsed.
   */
  mode?: 'markdown' | 'text';
}

// {name}, {name|pipe}, or a dotted path into a nested value such as {creditBureau.phone}. flows:check finds them
// with the same pattern, by line and column.
export const PLACEHOLDER = /\{\s*([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s*(?:\|\s*([A-Za-z_]\w*)\s*)?\}/g;

// Copy names what it needs ({merchantName}, {amount|currency}); this fills it in so that no value can change the
// page's markup and a missing value or a failing pipe shows as an empty string rather than breaking the screen.
export function interpolate(
  template: string,
  values: Record<string, unknown>,
  pipes: Record<string, Pipe>,
  options: InterpolateOptions = {},
): string {
  const escape = options.mode === 'text' ? (text: string) => text.replace(/\s+/g, ' ') : escapeMarkdown;
  return template.replace(PLACEHOLDER, (_match, name: string, pipeName: string | undefined) => {
    const value = lookup(values, name);
    if (pipeName === undefined) return escape(display(value));
    // An unknown pipe shows nothing rather than an unformatted value (a raw epoch date is worse than a gap).
    const pipe = Object.hasOwn(pipes, pipeName) ? pipes[pipeName] : undefined;
    if (pipe === undefined) return '';
    if (pipe.markdown) return options.mode === 'text' ? escape(display(value, pipe.plain ?? String)) : display(value, pipe);
    return escape(display(value, pipe));
  });
}

function lookup(values: Record<string, unknown>, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function display(value: unknown, pipe?: Pipe): string {
  if (value === undefined || value === null) return '';
  if (pipe !== undefined) {
    try {
      const piped: unknown = pipe(value);
      return typeof piped === 'string' ? piped : '';
    } catch {
      return '';
    }
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
    ? String(value)
    : '';
}

// The flow checker compares the names copy uses with the values a screen provides.
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

// The flow checker also needs the pipe names, to report a pipe no formatter registry provides.
export function pipesOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].flatMap((match) => (match[2] === undefined ? [] : [match[2]])))];
}
