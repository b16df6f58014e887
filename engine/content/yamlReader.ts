import { isMap, isScalar, isSeq, type LineCounter, type Node, type Pair } from 'yaml';

export interface YamlReader {
  /** The file line a node starts on (1-based), or the first YAML line when the node has no position. */
  lineOf(node: unknown): number;
  /** Records a problem as 'file:line: message'. */
  problem(node: unknown, message: string): void;
  /** The key/value pairs of a map node; a problem (and no pairs) when the node is not a map. */
  entries(node: unknown, what: string): Array<{ key: string; keyNode: unknown; value: unknown }>;
  /** A non-empty text (numbers are read as text); undefined with a problem otherwise. */
  text(node: unknown, what: string): string | undefined;
  /** A map of id to text. */
  textMap(node: unknown, what: string): Record<string, string>;
  /** A list of texts. */
  textList(node: unknown, what: string): string[];
  problems: string[];
}

// Copy is edited by product, so every complaint about its shape must point at the file and line to fix; this
// reads YAML nodes (not plain values) to keep their positions.
export function yamlReader(fileName: string, lineCounter: LineCounter, firstLine: number): YamlReader {
  const problems: string[] = [];
  const lineOf = (node: unknown): number => {
    const range = (node as Node | null)?.range;
    return range ? lineCounter.linePos(range[0]).line + firstLine - 1 : firstLine;
  };
  const problem = (node: unknown, message: string): void => {
    problems.push(`${fileName}:${lineOf(node)}: ${message}`);
  };
  const entries: YamlReader['entries'] = (node, what) => {
    if (!isMap(node)) {
      problem(node, `${what} must be a list of 'key: value' lines`);
      return [];
    }
    return node.items.map((pair: Pair<unknown, unknown>) => ({
      key: isScalar(pair.key) ? String(pair.key.value) : String(pair.key),
      keyNode: pair.key,
      // An empty value ('subtitle:') has no node of its own: report it on its key's line.
      value: pair.value ?? { range: (pair.key as Node | null)?.range },
    }));
  };
  const text: YamlReader['text'] = (node, what) => {
    const value = isScalar(node) ? node.value : undefined;
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value;
    problem(node, `${what} must be a non-empty text`);
    return undefined;
  };
  const textMap: YamlReader['textMap'] = (node, what) => {
    const result: Record<string, string> = {};
    for (const entry of entries(node, what)) {
      const value = text(entry.value, `${what}.${entry.key}`);
      if (value !== undefined) result[entry.key] = value;
    }
    return result;
  };
  const textList: YamlReader['textList'] = (node, what) => {
    if (!isSeq(node)) {
      problem(node, `${what} must be a list of '- text' lines`);
      return [];
    }
    return node.items.flatMap((item, index) => text(item, `${what}[${index}]`) ?? []);
  };
  return { lineOf, problem, entries, text, textMap, textList, problems };
}
