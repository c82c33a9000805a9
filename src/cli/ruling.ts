/**
 * npm run -s ruling -- path/to/ruling.yaml [more.yaml …] [--locale ja]
 * Prints the ruling's step-by-step transcript with clause ids. Exits 0 when its expected outcome
 * holds, 1 when it does not, 2 when the file is invalid (saying why). Everything it says is in the
 * language of `--locale` (繁體中文 by default, as the transcript): src/lib/i18n/ruling-messages.ts. Started by ruling.mjs, which
 * runs it through Vite so that flows are found as the build finds them (import.meta.glob).
 */
import { join, resolve } from 'node:path';
import { loadSite } from '../lib/content/load';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/i18n/locales';
import { RULING_MESSAGES } from '../lib/i18n/ruling-messages';
import { fill } from '../engine/words';
import { fileField } from '../engine/rulings/messages';
import { ContentError } from '../lib/content/errors';
import { checkRuling, replayRuling, RulingInvalid } from '../engine/rulings/replay';
import { clauseExistsIn, readRulingText } from '../engine/rulings/load';
import { transcript } from '../engine/rulings/transcript';
import { leftToWrite } from '../engine/rulings/draft';
import { practiceProblems } from '../engine/rulings/practice';

export function main(args: string[]): number {
  const localeAt = args.indexOf('--locale');
  const locale = localeAt >= 0 ? args[localeAt + 1] : DEFAULT_LOCALE;
  const files = args.filter((a, i) => !a.startsWith('--') && (localeAt < 0 || i !== localeAt + 1));

  if (!files.length || !isLocale(locale)) {
    // The usage in both languages: the locale asked for is not one the command knows.
    console.error(Object.values(RULING_MESSAGES).map((m) => m.usage).join('\n'));
    return 2;
  }
  const say = RULING_MESSAGES[locale];
  if (files.length === 1) return checkFile(files[0], locale);
  // Several files: each in turn under its name, then how many hold; the exit says the worst (2 over 1 over 0).
  const statuses = files.map((file, i) => {
    console.log(`${i ? '\n' : ''}${fill(say.fileHeading, { file }, {})}`);
    return checkFile(file, locale);
  });
  const count = (status: number) => String(statuses.filter((s) => s === status).length);
  console.log(`\n${fill(say.filesTally, { n: String(files.length), holds: count(0), fails: count(1), invalid: count(2) }, {})}`);
  return Math.max(...statuses);
}

/** Checks one ruling file and prints its transcript: 0 it holds, 1 it does not, 2 it is invalid or cannot be checked. */
function checkFile(file: string, locale: Locale): number {
  const say = RULING_MESSAGES[locale];
  // npm runs the command from the project's folder and says where it was typed in INIT_CWD: a path
  // is read from there (`cd content/rulings/wuxing && npm run -s ruling -- attack-into-shield.yaml`).
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = readRulingText(path, file, locale);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === 'ENOENT' ? say.noSuchFile : code === 'EISDIR' ? say.isFolder : say.cannotRead;
    console.error(error instanceof RulingInvalid ? error.message : fill(message, { file, reason: (error as Error).message }, {}));
    return 2;
  }
  let site;
  try {
    site = loadSite(join(process.cwd(), 'content'), process.cwd());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // Not a verdict on this ruling: its clauses cannot be checked until the content loads.
    console.error(`${fill(say.contentNotLoaded, { file }, {})}\n${error.message}`);
    return 2;
  }
  try {
    const checked = checkRuling(text, file, clauseExistsIn(site), locale);
    const replay = replayRuling(checked, locale);
    console.log(transcript(checked, replay, locale));
    // Its practice question, checked against the same replay: a problem there makes the file invalid, as in the build.
    const practice = practiceProblems(checked, replay, text, site, locale);
    if (practice.length) {
      console.error(new RulingInvalid(file, practice, locale).message);
      return 2;
    }
    // A draft saved from a sandbox replays as it is, but is not a ruling to commit until it is written.
    const left = leftToWrite(checked.ruling);
    if (left.length) console.error(`\n${fill(say.leftToWrite, { items: left.map((path) => fileField(path, locale)).join(say.list) }, {})}`);
    return replay.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof RulingInvalid) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}
