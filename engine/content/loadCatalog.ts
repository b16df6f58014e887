import { err, ok, type Result } from '../Result';
import { parseCopy } from './parseCopy';
import type { ScreenCopy } from './ScreenCopy';

// The caller reads the files (Vite's import.meta.glob in the app, node:fs in scripts and tests); this turns them
// into copy keyed by screen or modal id (the file name without '.md') and reports every problem at once, so
// product can fix a whole folder in one go. Call it once per folder: a screen and a modal may share an id.
export function loadCatalog(files: Record<string, string>): Result<Record<string, ScreenCopy>, string[]> {
  const catalog: Record<string, ScreenCopy> = {};
  const seenIn: Record<string, string> = {};
  const problems: string[] = [];
  for (const [fileName, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const id = idOf(fileName);
    if (id === undefined) {
      problems.push(`${fileName}: is not a copy file: copy files are named <id>.md`);
      continue;
    }
    const earlier = seenIn[id];
    if (earlier !== undefined) {
      problems.push(`${fileName}: copy id '${id}' is already used by ${earlier}`);
      continue;
    }
    seenIn[id] = fileName;
    const copy = parseCopy(fileName, text);
    if (copy.ok) catalog[id] = copy.value;
    else problems.push(...copy.error.split('\n'));
  }
  return problems.length > 0 ? err(problems) : ok(catalog);
}

function idOf(fileName: string): string | undefined {
  const match = /(?:^|[\\/])([^\\/]+)\.md$/.exec(fileName);
  return match?.[1];
}
