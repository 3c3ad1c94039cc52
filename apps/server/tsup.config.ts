import { defineConfig } from 'tsup';

// The server and its command-line scripts as plain Node ESM; the workspace packages (TypeScript
// source) are bundled in, everything from node_modules stays external.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'cli/admin': 'src/cli/admin.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // Workspace packages resolve to their source folders and are bundled; node_modules stays external.
  skipNodeModulesBundle: true,
  noExternal: [/^@faena\//],
});
