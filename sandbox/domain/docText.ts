// The lines a sandbox PDF draws, as data: the renderer lays them out, tests and plain-text copies read them.

/** A labelled figure in the federal disclosure's row of boxes. */
export interface DocBox { label: string; explain: string; value: string }

/** One drawable line or block of a document, top to bottom. */
export type DocLine =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'boxes'; boxes: DocBox[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'gap' };

/** Why: pdf-lib cannot read text back, so tests and a plain-text copy read the same lines the PDF draws. */
export function docText(lines: readonly DocLine[]): string {
  return lines
    .flatMap((line): string[] => {
      switch (line.kind) {
        case 'boxes': return line.boxes.map((b) => `${b.label}: ${b.explain} ${b.value}`);
        case 'table': return [line.columns.join(' | '), ...line.rows.map((row) => row.join(' | '))];
        case 'bullet': return [`- ${line.text}`];
        case 'gap': return [''];
        default: return [line.text];
      }
    })
    .join('\n');
}
