import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './root';

/** The files of a project folder whose names end with `ext`, as { 'dir/name': text }, sorted; {} when the folder is gone. */
export function readTextDir(dir: string, ext: string): Record<string, string> {
  const abs = join(root, dir);
  if (!existsSync(abs)) return {};
  return Object.fromEntries(readdirSync(abs).filter((f) => f.endsWith(ext)).sort().map((f) => [`${dir}/${f}`, readFileSync(join(abs, f), 'utf8')]));
}
