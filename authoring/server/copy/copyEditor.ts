import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { AuthoringEditor } from '../authoringServer';
import { ownWrites } from '../ownWrites';
import { COPY_FILE } from './copyEditorPath';
import { copyEditorStore, type SaveRequest } from './copyEditorStore';
import { copyTags } from './copyEditorTags';

// The copy editor's server side, as it plugs into the authoring server (calls under /__authoring/copy/): GET
// entries (every text of every copy file, by file and key, in every locale), GET tags (which locale, file and key
// each mark names), GET changes (every text whose files now differ from the last commit), POST save (one key in one
// or more locales, checked by flows:check first; 422 with the problems, nothing written), POST refresh (the open
// pages redraw with the copy they hold). Each copy file's texts as the page receives them carry the marks of their
// locale, file and key (copyEditorTags.ts), so the editor names the key that drew any words on the screen. A file
// the editor just wrote does not reload the page (the editor updated it in place).
export function copyEditor(): AuthoringEditor {
  /** What the editor last wrote to each file: a change of the file to exactly that is the editor's own (the page
   * was updated in place). */
  const written = ownWrites();
  const tags = copyTags();
  return {
    name: 'copy',
    // precompileContent's JSON module of a copy file, with each text marked.
    transform(code, id, root) {
      const path = id.split('?', 1)[0] ?? '';
      const where = /^content\/([^/]+)\/(.+)$/.exec(relative(root, path).split(sep).join('/'));
      const json = /^export default ([\s\S]*);\n$/.exec(code);
      if (!where || !COPY_FILE.test(where[2] ?? '') || !json) return null;
      let compiled: unknown;
      try {
        compiled = JSON.parse(json[1] ?? '');
      } catch {
        return null;
      }
      const marked = tags.mark(where[1] ?? '', where[2] ?? '', readFileSync(path, 'utf8'), compiled);
      return `export default ${JSON.stringify(marked)};\n`;
    },
    calls({ root, redrawPages }) {
      const store = copyEditorStore(root, written.wrote, tags.mark);
      return {
        'GET entries': () => ({ status: 200, body: store.entries() }),
        'GET changes': () => ({ status: 200, body: store.changes() }),
        'GET tags': () => ({ status: 200, body: tags.list() }),
        'POST refresh': () => {
          redrawPages();
          return { status: 200, body: {} };
        },
        'POST save': (body) => {
          const result = store.save(body as SaveRequest);
          return { status: result.ok ? 200 : result.status, body: result };
        },
      };
    },
    isOwnWrite: written.isOwn,
    // The form editor's copy reaches the page marked as this editor's own does.
    markCopy: tags.mark,
  };
}
