import type { Problem } from '../../../engine/Problem';
import { staleEditorSchemas } from '../../editor/editorSchemas';
import type { Project } from '../Project';

// The editor's schemas (schemas/editor/, mapped in .vscode/settings.json) list the names the engine knows: one
// generated before a widget, rule or error kind was added would underline the new name as a slip, so each must
// be what `npm run editor:schemas` makes of the code now.
export function editorSchemas(project: Project): Problem[] {
  return staleEditorSchemas((path) => project.texts[path])
    .map(({ file, message }) => ({ file, line: 1, column: 1, message, rule: 'editorSchemas' }));
}
