/**
 * npm run -s ruling -- path/to/ruling.yaml [--locale ja]
 * Prints the ruling's step-by-step transcript with clause ids. Exits 0 when its expected outcome
 * holds, 1 when it does not, 2 when the file is invalid (saying why).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../lib/content/load';
import { isLocale } from '../lib/i18n/locales';
import { checkRuling, replayRuling, RulingInvalid } from '../lib/rulings/replay';
import { clauseExistsIn } from '../lib/rulings/load';
import { transcript } from '../lib/rulings/transcript';

const args = process.argv.slice(2);
const localeAt = args.indexOf('--locale');
const locale = localeAt >= 0 ? args[localeAt + 1] : 'zh-hant';
const file = args.find((a, i) => !a.startsWith('--') && (localeAt < 0 || i !== localeAt + 1));

if (!file || !isLocale(locale)) {
  console.error('Usage: npm run -s ruling -- path/to/ruling.yaml [--locale zh-hant|ja]');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`${file}: cannot read it (${(error as Error).message})`);
  process.exit(2);
}
try {
  const site = loadSite(join(process.cwd(), 'content'), process.cwd());
  const checked = checkRuling(text, file, clauseExistsIn(site));
  const replay = replayRuling(checked);
  console.log(transcript(checked, replay, locale));
  process.exit(replay.ok ? 0 : 1);
} catch (error) {
  if (error instanceof RulingInvalid) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
