import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

/** The API server the dev server forwards to; the built app is served by that server on the same origin. */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

const proxiedPrefixes = ['/wps', '/lgw', '/lotto', '/health', '/ready', '/docs', '/assets-api'];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
      '/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Hashed names let the server cache every asset forever while index.html stays uncached.
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The framework libraries change less often than the app, so they get a chunk of their own.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework';
          if (/node_modules\/(@tanstack|i18next|react-i18next|zustand|use-sync-external-store)\//.test(id)) return 'libraries';
          return undefined;
        },
      },
    },
  },
});
