#!/usr/bin/env node
/**
 * npm run -s ruling -- path/to/ruling.yaml [--locale ja]: runs ruling.ts through Vite's module
 * runner, so the command finds flows, schemas and figures exactly as the build and the tests do.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
try {
  const { module } = await runnerImport('/src/cli/ruling.ts', { root, configFile: false, logLevel: 'error', server: { watch: null } });
  process.exitCode = module.main(process.argv.slice(2));
} catch (error) {
  // A crash is not a verdict on the ruling: say what broke, exit 2 as for an invalid file.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
