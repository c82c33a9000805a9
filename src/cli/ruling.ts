/**
 * npm run -s ruling -- path/to/ruling.yaml [--locale ja]
 * Prints the ruling's step-by-step transcript with clause ids. Exits 0 when its expected outcome
 * holds, 1 when it does not, 2 when the file is invalid (saying why). Started by ruling.mjs, which
 * runs it through Vite so that flows are found as the build finds them (import.meta.glob).
 */
import { join } from 'node:path';
import { loadSite } from '../lib/content/load';
import { isLocale } from '../lib/i18n/locales';
import { ContentError } from '../lib/content/errors';
import { checkRuling, replayRuling, RulingInvalid } from '../engine/rulings/replay';
import { clauseExistsIn, readRulingText } from '../engine/rulings/load';
import { transcript } from '../engine/rulings/transcript';
import { leftToWrite } from '../engine/rulings/draft';

export function main(args: string[]): number {
  const localeAt = args.indexOf('--locale');
  const locale = localeAt >= 0 ? args[localeAt + 1] : 'zh-hant';
  const file = args.find((a, i) => !a.startsWith('--') && (localeAt < 0 || i !== localeAt + 1));

  if (!file || !isLocale(locale)) {
    console.error('Usage: npm run -s ruling -- path/to/ruling.yaml [--locale zh-hant|ja]');
    return 2;
  }
  let text: string;
  try {
    text = readRulingText(file, file);
  } catch (error) {
    console.error(error instanceof RulingInvalid ? error.message : `${file}: cannot read it (${(error as Error).message})`);
    return 2;
  }
  let site;
  try {
    site = loadSite(join(process.cwd(), 'content'), process.cwd());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // Not a verdict on this ruling: its clauses cannot be checked until the content loads.
    console.error(`${file}: not checked, because the site's content does not load (this is not about the ruling).\n${error.message}`);
    return 2;
  }
  try {
    const checked = checkRuling(text, file, clauseExistsIn(site));
    const replay = replayRuling(checked, locale);
    console.log(transcript(checked, replay, locale));
    // A draft saved from a sandbox replays as it is, but is not a ruling to commit until it is written.
    const left = leftToWrite(checked.ruling);
    if (left.length) console.error(`\nStill to write before this ruling is committed: ${left.join(', ')}.`);
    return replay.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof RulingInvalid) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}
