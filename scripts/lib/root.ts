import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project root the scripts read flows/, content/ and schemas/ from: this repository, or PROJECT_ROOT when a
// test points the checker at a copy with a deliberate mistake in it.
export const root = process.env.PROJECT_ROOT
  ? resolve(process.env.PROJECT_ROOT)
  : resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
