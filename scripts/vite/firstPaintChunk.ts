import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { START_FILES } from '../../src/start/stages';
import { root } from '../lib/root';
import { chunkGroups } from './chunkGroups';

const PAINTER = resolve(root, START_FILES.painter);
const SIGNUP_PAINTER = resolve(root, START_FILES.signupPainter);
const BOOT = resolve(root, START_FILES.boot);

/** Module ids reached from `start` by static imports (dynamic imports are other chunks' business). */
export function staticClosure(start: string, importsOf: (id: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(importsOf(id) ?? []));
  }
  return seen;
}

// The painter and every module it needs beyond the boot's own, in one file. Left to itself the bundler splits them
// by who else uses them (the app shares most), into five files that index.html preloads at once; with the boot, the
// styles, the first read and the copy that is nine requests as the page opens, over the six connections a browser
// opens to a host on HTTP/1.1, so the first read waited for a free one (half a second on Slow 4G). One file for the
// painter leaves a connection for the read. The app imports the same file for the modules it shares. The prequal
// signup page's painter adds what only it needs (the prequal flow, the prequalification's check) in a second file,
// so a payment link loads none of it.
export function firstPaintChunk(): Plugin {
  let painterModules = new Set<string>();
  let signupModules = new Set<string>();
  return {
    name: 'first-paint-chunk',
    apply: 'build',
    config: () => chunkGroups([
      { name: 'first-paint', test: (id: string) => painterModules.has(id) },
      { name: 'first-paint-signup', test: (id: string) => signupModules.has(id) },
    ]),
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds;
      if (!this.getModuleInfo(PAINTER)) return;
      const boot = staticClosure(BOOT, importsOf);
      painterModules = new Set([...staticClosure(PAINTER, importsOf)].filter((id) => !boot.has(id)));
      if (this.getModuleInfo(SIGNUP_PAINTER)) signupModules = new Set([...staticClosure(SIGNUP_PAINTER, importsOf)].filter((id) => !boot.has(id) && !painterModules.has(id)));
    },
  };
}
