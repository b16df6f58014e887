import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { compressible } from '../../sandbox/server/compressible';

/** Below this the most compression could save is lost in the response headers: no .br/.gz is written. */
export const MIN_BYTES = 512;

/** An encoding is kept only when it saves at least this fraction of the file (otherwise the plain file is served). */
export const MIN_SAVING = 0.1;

// Maximum quality for what browsers load; source maps (only a developer opens them, production serves none) at 9:
// brotli 11 on the entry chunk's 4 MB map alone takes 8 s, 9 takes 0.5 s for 9 % more bytes.
const quality = (file: string) => (file.endsWith('.map') ? 9 : constants.BROTLI_MAX_QUALITY);

const ENCODERS = {
  br: (raw: Buffer, file: string) => promisify(brotliCompress)(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality(file), [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  }),
  gz: (raw: Buffer, _file: string) => promisify(gzip)(raw, { level: constants.Z_BEST_COMPRESSION }),
};

export interface Compressed { file: string; raw: number; br?: number; gz?: number }

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // Dot folders (Vite's .vite/manifest.json) are build metadata, not something a browser asks for.
  return entries
    .filter((e) => e.isFile() && compressible.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.slice(dir.length).split(/[\\/]/).some((part) => part.startsWith('.')));
}

// Writes file.br and file.gz (maximum quality) beside every compressible file of dir that is worth it, and removes a
// stale one when it is not; returns what each file became, in bytes.
export async function compressDir(dir: string): Promise<Compressed[]> {
  return Promise.all((await filesUnder(dir)).map(async (file) => {
    const raw = await readFile(file);
    const result: Compressed = { file: file.slice(dir.length + 1), raw: raw.length };
    for (const [ext, encode] of Object.entries(ENCODERS) as [keyof typeof ENCODERS, (raw: Buffer, file: string) => Promise<Buffer>][]) {
      const packed = raw.length >= MIN_BYTES ? await encode(raw, file) : undefined;
      if (packed && packed.length <= raw.length * (1 - MIN_SAVING)) {
        await writeFile(`${file}.${ext}`, packed);
        result[ext] = packed.length;
      } else {
        await rm(`${file}.${ext}`, { force: true });
      }
    }
    return result;
  }));
}

// The build writes brotli and gzip copies of dist/ (the public/ files Vite copied included) after the bundle is out.
export function compressAssets(): Plugin {
  return {
    name: 'compress-assets',
    apply: 'build',
    async writeBundle(output) {
      if (output.dir) await compressDir(output.dir);
    },
  };
}
