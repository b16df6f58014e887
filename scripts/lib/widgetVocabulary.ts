import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WidgetDeclaration } from '../../engine/forms/uiVocabulary';
import { declaredWidgets, widgetNameOf, type WidgetModules } from '../../src/forms/theme/themeOf';

/** The theme's widget folder (src/forms/theme/theme.ts): each widget is one file there that declares itself. */
export const WIDGETS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src/forms/theme/widgets');

// The widget files as modules, keyed as the theme's import.meta.glob keys them ('./widgets/PhoneWidget.tsx'), loaded
// in node (tsx compiles them; React is the caller's own): for flows:check, the form editor and the build's painter,
// which Vite's glob does not reach, once per process (a widget file edited later is read by the next run). `dirs`:
// the folders to read (a test adds one holding a widget of its own).
const loaded = new Map<string, WidgetModules>();
export function widgetModules(dirs: readonly string[] = [WIDGETS_DIR]): WidgetModules {
  const key = dirs.join('\n');
  const known = loaded.get(key);
  if (known) return known;
  // tsx's compiler is loaded only here: where Vite runs this file (the tests, jsdom among them) nothing calls it.
  const { require: tsxRequire } = createRequire(import.meta.url)('tsx/cjs/api') as typeof import('tsx/cjs/api');
  const out: WidgetModules = {};
  for (const dir of dirs.filter((d) => existsSync(d))) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.tsx')).sort()) out[`./widgets/${name}`] = tsxRequire(join(dir, name), import.meta.url) as WidgetModules[string];
  }
  loaded.set(key, out);
  return out;
}

/** Each widget file's component (its default export), as the app's theme imports them. */
export const widgetComponents = (dirs?: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(widgetModules(dirs)).map(([file, module]) => [file, module.default]));

/** A widget file that cannot be drawn as it declares itself, in one sentence. */
export interface WidgetProblem { file: string; message: string }

// The widgets the theme draws, as their files declare them (what flows:check and the form editor hold a UI schema
// to), and what in a declaration the theme could not draw: no component (its default export), a name its file's name does not give, a name taken twice.
export function widgetVocabulary(dirs?: readonly string[]): { declared: WidgetDeclaration[]; problems: WidgetProblem[] } {
  const problems: WidgetProblem[] = [];
  const seen = new Set<string>();
  const declared = declaredWidgets(widgetModules(dirs)).flatMap(({ file, declared, component }) => {
    const at = `src/forms/theme/widgets/${file.slice('./widgets/'.length)}`;
    const named = widgetNameOf(file);
    if (typeof component !== 'function') problems.push({ file: at, message: `${at} declares the widget "${declared.name}" but exports no component as its default export: the theme cannot draw it` });
    else if (named.name !== declared.name || named.field !== Boolean(declared.field)) problems.push({ file: at, message: `${at} declares the widget "${declared.name}"${declared.field ? ' (a field)' : ''}, but the theme draws it by its file's name as "${named.name}"${named.field ? ' (a field)' : ''}: name the file after the widget` });
    else if (seen.has(declared.name)) problems.push({ file: at, message: `${at} declares the widget "${declared.name}", which another widget file declares too: give it a name of its own` });
    else { seen.add(declared.name); return [declared]; }
    return [];
  });
  return { declared, problems };
}
