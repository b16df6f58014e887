import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootShell } from './scripts/vite/bootShell';
import { compileForms } from './scripts/vite/compileForms';
import { compileHints } from './scripts/vite/compileHints';
import { compressAssets } from './scripts/vite/compressAssets';
import { firstPaintChunk } from './scripts/vite/firstPaintChunk';
import { firstPaintCopy } from './scripts/vite/firstPaintCopy';
import { flowsMap } from './scripts/vite/flowsMap';
import { formDefinitions, formFormatsModule } from './scripts/vite/formDefinitions';
import { linkRoute } from './scripts/vite/linkRoute';
import { localeCatalogs } from './scripts/vite/localeCatalogs';
import { precompileContent } from './scripts/vite/precompileContent';
import { RUN_ON_LOAD, startStages } from './scripts/vite/startStages';
import { usPhoneMetadata } from './scripts/vite/usPhoneMetadata';

// The app is served from the root; API calls go to /api on the same origin unless VITE_API_BASE_URL says otherwise.
// Flows and copy arrive as JSON modules (no YAML parser in the browser); the manifest lets scripts/bundle-size.ts
// measure what the first screen loads. Source maps are written for debugging and for scripts/bundle-size.ts but not
// advertised ('hidden': no sourceMappingURL comment); every text file gets a .br and a .gz beside it (compressAssets).
// The start's files that run at once begin with V8's compile hint (compileHints).
// index.html paints the banner and a skeleton of the screen before any script runs (bootShell).
// The dev server also draws the flow map at /__flows/map (flowsMap; npm run flows:map writes the same pages).
export default defineConfig({
  plugins: [compileForms(), formDefinitions(), formFormatsModule(), precompileContent(), localeCatalogs(), firstPaintCopy(), firstPaintChunk(), startStages(), compileHints(RUN_ON_LOAD), linkRoute(), usPhoneMetadata(), bootShell(), react(), compressAssets(), flowsMap()],
  build: { outDir: 'dist', sourcemap: 'hidden', manifest: true },
  server: { port: 5173 },
});
