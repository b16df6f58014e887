import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { root } from './root';

export interface YamlFile { name: string; file: string; text: string; data: unknown; errors: { line: number; column: number; message: string }[] }

// Reads every .yaml file of a folder with its text kept, so problems can be pointed at by line and column (none
// when the folder is gone).
// `base`: the project root (flows:check reads a copy of the config when a test points it at one).
export function readYamlDir(dir: string, base: string = root): YamlFile[] {
  const abs = join(base, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).filter((f) => f.endsWith('.yaml')).sort().map((f) => {
    const path = join(abs, f);
    const text = readFileSync(path, 'utf8');
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, prettyErrors: false });
    const errors = doc.errors.map((e) => {
      const pos = lineCounter.linePos(e.pos[0]);
      return { line: pos.line, column: pos.col, message: e.message.split('\n')[0] ?? e.message };
    });
    return { name: f.replace(/\.yaml$/, ''), file: relative(base, path), text, data: errors.length ? undefined : doc.toJS(), errors };
  });
}
