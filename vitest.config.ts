import { defineConfig } from 'vitest/config';
import { precompileContent } from './scripts/vite/precompileContent';

// precompileContent: the app imports flows and copy as the JSON modules the build makes of them.
export default defineConfig({
  plugins: [precompileContent()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20000,
  },
});
