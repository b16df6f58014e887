import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/** A copy file's name inside a locale folder: what the editor may write, and nothing else. */
export const COPY_FILE = /^(?:(?:screens|modals)\/[A-Za-z0-9_-]+\.md|(?:site|messages|errors)\.yaml)$/;
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export class CopyPathError extends Error {}

// The absolute path of content/<locale>/<file>, or an error when the name could point anywhere else: only an
// existing copy file of a locale folder, named plainly (no '..', no absolute path, no backslash or NUL), whose real
// path (symbolic links followed) is still inside the project's content/ folder, and which is not itself a link.
// The dev server writes nothing the editor was not given this way.
export function copyFilePath(root: string, locale: string, file: string): string {
  if (typeof locale !== 'string' || !LOCALE.test(locale)) throw new CopyPathError(`not a locale: ${JSON.stringify(locale)}`);
  if (typeof file !== 'string' || isAbsolute(file) || file.includes('\\') || file.includes('\0') || file.split('/').includes('..') || !COPY_FILE.test(file)) {
    throw new CopyPathError(`not a copy file: ${JSON.stringify(file)} (screens/<id>.md, modals/<id>.md, site.yaml, messages.yaml or errors.yaml)`);
  }
  const content = join(root, 'content');
  const path = join(content, locale, file);
  if (!existsSync(path)) throw new CopyPathError(`content/${locale}/${file} does not exist (the editor changes copy files, it does not make them)`);
  if (lstatSync(path).isSymbolicLink()) throw new CopyPathError(`content/${locale}/${file} is a link: the editor writes only real files under content/`);
  const real = realpathSync(path);
  const inside = relative(realpathSync(content), real);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) {
    throw new CopyPathError(`content/${locale}/${file} leads outside content/`);
  }
  return real;
}
