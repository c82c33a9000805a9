/**
 * Checks every content file before Astro starts, so a broken clause fails `astro build` (and
 * `astro dev`) at once with every problem named, and makes dev reload when content changes.
 */
import type { AstroIntegration } from 'astro';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../lib/content/load';
import { loadRulings } from '../engine/rulings/load';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function contentCheck(): AstroIntegration {
  return {
    name: 'content-check',
    hooks: {
      'astro:config:setup': ({ config, command, addWatchFile, logger }) => {
        const root = fileURLToPath(config.root);
        const site = loadSite(join(root, 'content'), root);
        // The rulings too, replayed (a ruling whose replay disagrees with it would publish a wrong
        // transcript, and fails the load, src/engine/rulings/load.ts), except in a build: its pages
        // load and replay them anyway, as soon as the first rules page lists the rulings citing its
        // clauses, and fail the build the same way; a build need not replay every ruling twice
        // (1.4 s, issue 30).
        const rulings = command === 'build' ? undefined : loadRulings(join(root, 'content'), site, root);
        for (const file of filesUnder(join(root, 'content'))) addWatchFile(file);
        const clauses = site.games.reduce((n, g) => n + Object.values(g.rulebooks)[0].clauses.size, 0);
        logger.info(`content checked: ${site.games.length} game(s), ${clauses} clauses per locale, ${rulings ? `${rulings.length} rulings replayed` : 'rulings replayed as the pages are built'}`);
      },
    },
  };
}
