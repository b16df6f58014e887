import { err, ok, type Result } from '../Result';

export interface FrontMatterParts {
  /** The YAML between the two '---' lines. */
  yaml: string;
  /** The file line (1-based) the YAML starts on, so YAML positions can be reported as file positions. */
  yamlFirstLine: number;
  /** The Markdown after the closing '---', trimmed. */
  body: string;
}

export interface FrontMatterProblem {
  line: number;
  message: string;
}

const FENCE = /^---\s*$/;
const FRONT_MATTER_LINE = /^(?:\s*$|\s*#|\s|- |[A-Za-z_][\w-]*:(?:\s|$))/;

// Copy files are front matter plus Markdown; this finds the fence lines so each half can be read on its own
// and a missing fence is reported on the line a product editor would look at.
export function splitFrontMatter(text: string): Result<FrontMatterParts, FrontMatterProblem> {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  if (!FENCE.test(lines[0] ?? '')) {
    return err({ line: 1, message: "front matter is missing: the file must start with a line '---'" });
  }
  const closing = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (closing < 0) {
    // The Markdown starts where a line stops looking like front matter (a key, an indented or list line, a
    // comment): the closing line was meant to be just before it.
    const text = lines.findIndex((line, index) => index > 0 && !FRONT_MATTER_LINE.test(line));
    return text < 0
      ? err({ line: lines.length, message: "front matter is not closed: add a line '---' after it" })
      : err({ line: text + 1, message: "front matter is not closed: add a line '---' before this line, where the text starts" });
  }
  return ok({
    yaml: lines.slice(1, closing).join('\n'),
    yamlFirstLine: 2,
    body: lines.slice(closing + 1).join('\n').trim(),
  });
}
