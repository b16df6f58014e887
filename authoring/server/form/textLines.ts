// Where a line starts and ends around an offset in a file's text, and its indent: the editor writes files in place
// (a flow's YAML, a form's JSON, a fixture), a whole line at a time.
export const lineStart = (text: string, at: number): number => text.lastIndexOf('\n', at - 1) + 1;

/** The offset just past the line's newline (the text's end on its last line). */
export const lineEnd = (text: string, at: number): number => {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl + 1;
};

export const indentAt = (text: string, at: number): string => /^[ \t]*/.exec(text.slice(lineStart(text, at)))![0];
