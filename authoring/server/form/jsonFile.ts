import { jsonNodes, printLike } from './jsonLayout';

/** A change the editor cannot make, with the sentence product reads and the file it concerns. */
export class FormEditError extends Error {
  constructor(message: string, readonly file = '') {
    super(message);
  }
}

// A form's JSON file (schema or UI schema) to be changed and written back as it was laid out (jsonLayout.ts): what
// did not change keeps its text, an object or array on one line stays on one line, one member a line keeps its
// indent, a new member is laid out like its siblings, keys keep their order, and the line endings and the final
// newline stay. So the repo's JSON.stringify-laid files and the guide's hand-laid ones both change by the lines of the
// change only.
export function jsonFile(file: string, text: string): { value: Record<string, unknown>; write(value: unknown): string } {
  const crlf = text.includes('\r\n');
  const plain = crlf ? text.replace(/\r\n/g, '\n') : text;
  let value: unknown;
  try {
    value = JSON.parse(plain);
  } catch (error) {
    throw new FormEditError(`${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}): fix it in the files first`, file);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new FormEditError(`${file} is not a JSON object`, file);
  const root = jsonNodes(plain);
  const unit = /^\{\n([ \t]+)"/.exec(plain)?.[1] ?? '  ';
  const write = (next: unknown) => {
    const out = plain.slice(0, root.start) + printLike(plain, next, root, undefined, '', unit, true) + plain.slice(root.end);
    if (JSON.stringify(JSON.parse(out)) !== JSON.stringify(next)) throw new FormEditError(`${file}: the change could not be written in the file's layout`, file);
    return crlf ? out.replace(/\n/g, '\r\n') : out;
  };
  return { value: value as Record<string, unknown>, write };
}
