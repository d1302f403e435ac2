import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** Where a build records its chunk graph for scripts/check-bundle.mjs (outside dist: not served). */
const BUNDLE_STATS = path.resolve(import.meta.dirname, 'node_modules/.vite/bundle-stats.json');

/** Each emitted chunk with what it imports statically and lazily, and its CSS. */
function bundleStats(): Plugin {
  return {
    name: 'roomsetu:bundle-stats',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                file: c.fileName,
                entry: c.isEntry,
                module: c.facadeModuleId
                  ? path.relative(import.meta.dirname, c.facadeModuleId)
                  : null,
                imports: c.imports,
                dynamicImports: c.dynamicImports,
                css: [...(c.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      mkdirSync(path.dirname(BUNDLE_STATS), { recursive: true });
      writeFileSync(BUNDLE_STATS, JSON.stringify({ chunks }, null, 2));
    },
  };
}

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), bundleStats()],
  // TILE_URL and TILE_ATTRIBUTION (the map tiles) are public settings, read like the VITE_ ones.
  envPrefix: ['VITE_', 'TILE_'],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The shared contract is pure declarations: let unused parts (the zod schemas) drop out
        // of pages that only need its constants and messages.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // CI runs these beside the API suites on two cores: give slow renders room, not flakiness.
    testTimeout: 20_000,
  },
});
