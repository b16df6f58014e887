import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileForms } from './scripts/vite/compileForms';
import { precompileContent } from './scripts/vite/precompileContent';
import { usPhoneMetadata } from './scripts/vite/usPhoneMetadata';

// The app is served from the root; API calls go to /api on the same origin unless VITE_API_BASE_URL says otherwise.
// Flows and copy arrive as JSON modules (no YAML parser in the browser); the manifest lets scripts/bundle-size.ts
// measure what the first screen loads.
export default defineConfig({
  plugins: [compileForms(), precompileContent(), usPhoneMetadata(), react()],
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: { port: 5173 },
});
