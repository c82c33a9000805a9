/**
 * Checks every content file before Astro starts, so a broken clause fails `astro build` (and
 * `astro dev`) at once with every problem named, and makes dev reload when content changes.
 */
import type { AstroIntegration } from 'astro';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../lib/content/load';
import { ContentError } from '../lib/content/errors';
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
      'astro:config:setup': ({ config, addWatchFile, logger }) => {
        const root = fileURLToPath(config.root);
        const site = loadSite(join(root, 'content'), root);
        // A ruling whose replay disagrees with it would publish a wrong transcript: stop here.
        const rulings = loadRulings(join(root, 'content'), site, root);
        const failing = rulings.filter((r) => !r.replay.ok);
        if (failing.length) {
          throw new ContentError(
            failing.map((r) => `${r.file}: the machine disagrees (${[...r.replay.differences, ...(r.replay.refused && !r.replay.differences.length ? [`step ${r.replay.refused.step} (${r.replay.refused.event.type}) refused by ${r.replay.refused.refusal.clauses.join(", ")}`] : [])].join("; ")}). Run npm run -s ruling -- ${r.file}`),
          );
        }
        for (const file of filesUnder(join(root, 'content'))) addWatchFile(file);
        const clauses = site.games.reduce((n, g) => n + Object.values(g.rulebooks)[0].clauses.size, 0);
        logger.info(`content checked: ${site.games.length} game(s), ${clauses} clauses per locale, ${rulings.length} rulings replayed`);
      },
    },
  };
}
