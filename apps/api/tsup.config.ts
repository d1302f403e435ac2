import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/cli/admin-create.ts',
    'src/cli/storage-migrate.ts',
    'src/cli/pglite-template.ts',
  ],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contract package ships TypeScript source, so it is bundled; everything else stays in node_modules.
  noExternal: [/^@roomsetu\//],
});
