// npm run editor:schemas — writes the editor's JSON Schemas whose names come from code (schemas/editor/: form
// schemas, UI schemas, flows/errors.yaml) so VS Code completes and underlines widget, behaviour, filter, rule and
// error-kind names as product types (.vscode/settings.json maps the files). Run after adding one of those names;
// flows:check says when a committed file is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { editorSchemas } from './editor/editorSchemas';
import { root } from './lib/root';

const files = editorSchemas();
const written = files.filter(({ path, text }) => {
  const file = join(root, path);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
});
console.log(written.length ? `editor:schemas: wrote ${written.map((f) => f.path).join(', ')}` : `editor:schemas: ${files.length} schemas up to date`);
