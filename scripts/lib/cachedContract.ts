import { statSync } from 'node:fs';
import { CONTRACT_PATH, loadContract, type OpenApiDocument } from '../contract';

let cache: { mtime: number; doc: OpenApiDocument } | undefined;

// The API contract for the checks that name its fields and types, parsed once per process and again only when the
// file changes: it is the largest file flows:check reads, and the dev server runs the check on every edit.
export function cachedContract(): OpenApiDocument {
  const mtime = statSync(CONTRACT_PATH).mtimeMs;
  if (cache?.mtime !== mtime) cache = { mtime, doc: loadContract() };
  return cache.doc;
}
