import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { formDefinitions, formFormatsModule } from './scripts/vite/formDefinitions';
import { linkRoute } from './scripts/vite/linkRoute';
import { localeCatalogs } from './scripts/vite/localeCatalogs';
import { precompileContent } from './scripts/vite/precompileContent';

// precompileContent: the app imports flows and copy as the JSON modules the build makes of them; localeCatalogs:
// each locale's copy as one module (virtual:content/<locale>); linkRoute: the payment-link route the boot reads early.
export default defineConfig({
  plugins: [precompileContent(), localeCatalogs(), linkRoute(), formDefinitions(), formFormatsModule()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20000,
    // Vitest's default is one worker fewer than the cores: on a two-core machine one test file at a time, and the
    // per-file setup paid 331 times in a row (a full run took 31 minutes, 21 with two workers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The English catalog, installed before every test file (src/content/catalog.ts is filled at startup).
    setupFiles: ['tests/setup/patientWaits.ts', 'tests/setup/englishCopy.ts', 'tests/setup/formChunk.ts'],
  },
});
