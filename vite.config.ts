import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app is served from the root; API calls go to /api on the same origin unless VITE_API_BASE_URL says otherwise.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: { port: 5173 },
});
