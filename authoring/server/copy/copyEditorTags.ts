import { markText } from '../../shared/copyTag';
import { copyLeaves } from './copyEditorFile';

/** Which text a mark's number names: the locale, the copy file inside content/<locale>/, the key in it. */
export interface CopyTag { locale: string; file: string; key: string }

// The copy editor's marks on the copy the dev server hands the page (authoring/shared/copyTag.ts says what they
// are): each text of a compiled copy file wrapped in the mark of its locale, file and key, numbered in the order
// first met, so the editor names the key that drew any words on the screen. Which key drew a compiled value is the
// copy file's own: the value at the same key path (copyLeaves); a tab title the file does not give is its title's.
export function copyTags() {
  const list: CopyTag[] = [];
  const ids = new Map<string, number>();
  const idOf = (tag: CopyTag): number => {
    const name = `${tag.locale}\0${tag.file}\0${tag.key}`;
    let id = ids.get(name);
    if (id === undefined) {
      id = list.length;
      list.push(tag);
      ids.set(name, id);
    }
    return id;
  };

  // A compiled copy file (`{ ok, value }`, or a document's text alone) with each of its texts marked.
  const mark = (locale: string, file: string, text: string, compiled: unknown): unknown => {
    const read = copyLeaves(file, text.replace(/^\uFEFF/, ''));
    if (!read.ok) return compiled;
    const keys = new Set(read.leaves.map((l) => l.key));
    const keyOf = (path: string): string | undefined => {
      if (keys.has(path)) return path;
      const title = path.replace(/documentTitle$/, 'title');
      return title !== path && keys.has(title) ? title : undefined;
    };
    const walk = (value: unknown, path: string): unknown => {
      if (typeof value === 'string') {
        const key = keyOf(path);
        return key === undefined || value.trim() === '' ? value : markText(value, idOf({ locale, file, key }));
      }
      if (Array.isArray(value)) return value.map((item, i) => walk(item, path ? `${path}.${i}` : String(i)));
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]));
      return value;
    };
    if (typeof compiled === 'string') return walk(compiled, 'body');
    const result = compiled as { ok?: unknown; value?: unknown } | null;
    return result && result.ok === true ? { ...result, value: walk(result.value, '') } : compiled;
  };

  return { mark, list: (): readonly CopyTag[] => list };
}

export type CopyTags = ReturnType<typeof copyTags>;
