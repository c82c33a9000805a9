/**
 * Replays a ruling through its flow's machine: every step's snapshot and log, then whether the
 * expected outcome holds. Pure; used by the test suite, the CLI, the ruling pages and the island.
 */
import { LineCounter, parseDocument } from 'yaml';
import { FLOWS, type Flow } from '../registry';
import { FLOW_SCHEMAS } from '../registry';
import { runFlow, type Replay } from '../run';

export { runFlow, stateName, type ReplayStep, type Replay, type Refused } from '../run';
import { rulingSchema, type Ruling } from './schema';
import { fileField, fileProblems, flowProblems } from './messages';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { RULING_MESSAGES } from '../../lib/i18n/ruling-messages';
import { fill } from '../words';
import { MAX_EVENTS } from '../input';
import { MAX_DEPTH, nestsTooDeep } from '../link-checks';
import { forbiddenKeys } from '../read-shared';
import { describeExpected, memberSchema, mismatch, splitKey } from './expect-path';
import { atLine } from './practice-lines';
import { LOCALES } from '../../lib/i18n/locales';
import { refusedInValues } from '../../lib/content/read-text';
import { own } from '../../lib/own';

export class RulingInvalid extends Error {
  constructor(readonly file: string, readonly problems: string[], locale: Locale = DEFAULT_LOCALE) {
    super(`${fill(RULING_MESSAGES[locale].invalid, { file }, {})}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RulingInvalid';
  }
}

export interface CheckedRuling {
  ruling: Ruling;
  flow: Flow;
  setup: unknown;
  events: { type: string }[];
}

/**
 * Parses and checks a ruling file's text. `clauseExists` says whether the game has a clause.
 * Throws RulingInvalid naming every problem, in `locale`'s words.
 */
export function checkRuling(text: string, file: string, clauseExists: (game: string, id: string) => boolean, locale: Locale = DEFAULT_LOCALE): CheckedRuling {
  const say = RULING_MESSAGES[locale];
  const put = (template: string, values: Record<string, string | number>) => fill(template, values, {});
  const invalid = (problems: string[]) => new RulingInvalid(file, problems, locale);
  const name = file.split('/').pop()!;
  if (NOT_A_RULING.test(name)) throw invalid([put(say.notARuling, { name })]);
  const raw = readYaml(text, locale, invalid);
  if (nestsTooDeep(raw)) throw invalid([put(say.tooDeep, { max: String(MAX_DEPTH) })]);
  // A character the file's bytes may not hold, written as an escape (`"\u202E"`, `"\0"`): refused as those are.
  const hidden = refusedInValues(raw, () => '', (path) => fileField(path, locale), say.text, text);
  if (hidden.length) throw invalid(hidden);
  const special = forbiddenKeys(raw);
  if (special.length) throw invalid(special.map((path) => put(say.special, { path: fileField(path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)), locale) })));
  const steps = (raw as { steps?: unknown })?.steps;
  if (Array.isArray(steps) && steps.length > MAX_EVENTS) throw invalid([put(say.tooManySteps, { n: steps.length, max: MAX_EVENTS })]);
  const parsed = rulingSchema.safeParse(raw, { reportInput: true });
  // A practice block's problems name their line too: the block is long, and its answers alike.
  if (!parsed.success) throw invalid(fileProblems(parsed.error, raw, locale).map((p, i) => (parsed.error.issues[i]?.path[0] === 'practice' ? atLine(text, parsed.error.issues[i].path, p, locale) : p)));
  const ruling = parsed.data;
  const problems: string[] = [];
  const expectedId = name.replace(/\.[^.]*$/, '');
  // The site publishes <id>.yaml only: a .yml (or any other name) replayed here would be left out of the build.
  if (!name.endsWith('.yaml')) problems.push(put(say.notYaml, { name, id: expectedId }));
  if (ruling.id !== expectedId) problems.push(put(say.idMismatch, { id: ruling.id, file: expectedId }));
  const flow = own(FLOWS, ruling.flow);
  if (!flow) throw invalid([...problems, put(say.noFlow, { flow: ruling.flow, flows: Object.keys(FLOWS).join(say.list) })]);
  if (flow.game !== ruling.game) problems.push(put(say.flowGame, { flow: ruling.flow, owner: flow.game, game: ruling.game }));
  for (const id of ruling.clauses) if (!clauseExists(ruling.game, id)) problems.push(put(say.noClause, { where: fileField(['clauses'], locale), game: ruling.game, id }));
  const last = ruling.steps.length;
  for (const id of ruling.steps.at(-1)?.refused ?? []) if (!clauseExists(ruling.game, id)) problems.push(put(say.noClause, { where: fileField(['steps', last - 1, 'refused'], locale), game: ruling.game, id }));
  const schemas = FLOW_SCHEMAS[ruling.flow];
  const setup = schemas.setupSchema.safeParse(ruling.setup, { reportInput: true });
  if (!setup.success) problems.push(...flowProblems(setup.error, ruling.setup, flow, schemas.setupSchema, { part: 'setup' }, locale));
  const events = ruling.steps.map((s, i) => {
    const event = schemas.eventSchema.safeParse(s.event, { reportInput: true });
    if (!event.success) problems.push(...flowProblems(event.error, s.event, flow, schemas.eventSchema, { part: 'event', step: i + 1 }, locale));
    return event.data!;
  });
  problems.push(...expectationProblems(ruling.expect, flow, locale));
  // The ruling's page says each expectation in words, in every language: one the flow's words cannot
  // say (a member inside a pair, `rolls.0.0`) fails here, in the command and the build alike, not on the page.
  if (!problems.length) {
    for (const [key, value] of Object.entries(ruling.expect)) {
      try {
        for (const l of LOCALES) describeExpected(flow, key, value, l);
      } catch {
        const { top, members } = splitKey(key);
        const up = members.length > 1 ? [top, ...members.slice(0, -1)].join('.') : top;
        problems.push(`${say.fields.expect} › ${key}：${put(say.cannotDescribe, { up, top })}`);
      }
    }
  }
  if (problems.length) throw invalid(problems);
  return { ruling, flow, setup: setup.data, events };
}

/**
 * What is wrong with an expectation (a ruling's `expect`, a practice answer's): a key the flow's
 * summary does not have, a value its schema refuses. `prefix` names where it is (預期結果（expect） by default).
 */
export function expectationProblems(expect: Record<string, unknown>, flow: Flow, locale: Locale, prefix?: string): string[] {
  const problems: string[] = [];
  const schemas = FLOW_SCHEMAS[flow.id];
  const said = RULING_MESSAGES[locale].fields.expect;
  // A key with dots names one member of an item (expect-path.ts); the others are the summary's items, whole.
  const whole = Object.fromEntries(Object.entries(expect).filter(([key]) => !key.includes('.')));
  const expectSchema = schemas.summarySchema.partial();
  const expectation = expectSchema.safeParse(whole, { reportInput: true });
  if (!expectation.success) problems.push(...flowProblems(expectation.error, whole, flow, expectSchema, { part: 'expect', knownKeys: Object.keys(schemas.summarySchema.shape) }, locale));
  for (const [key, value] of Object.entries(expect).filter(([k]) => k.includes('.'))) {
    const member = memberSchema(schemas.summarySchema, key, locale);
    if ('problem' in member) problems.push(`${said} › ${key}：${member.problem}`);
    else {
      const parsed = member.schema.safeParse(value, { reportInput: true });
      if (!parsed.success) problems.push(...flowProblems(parsed.error, value, flow, member.schema, { part: 'expect', knownKeys: [] }, locale).map((p) => p.replace(said, `${said} › ${key}`)));
    }
  }
  return prefix ? problems.map((p) => p.replace(said, prefix)) : problems;
}

/** Names of files that are no ruling: a README, an editor's backup (`x.yaml~`), a copy (`x.yaml.orig`, `.bak`, `.rej`). */
const NOT_A_RULING = /^readme(\.\w+)?$|~$|\.ya?ml\.\w+$|\.(orig|bak|rej|old|swp|tmp)$/i;

/** YAML's errors the writer is told of by name (ruling-messages.ts `yamlWhat`); the others are indentation, brackets or quotes. */
const YAML_CODES = new Set(['DUPLICATE_KEY', 'TAB_AS_INDENT', 'BAD_DQ_ESCAPE', 'MULTIPLE_DOCS']);
/** Aliases a ruling may expand: a few at most are ever useful; a "billion laughs" file has thousands. */
const MAX_ALIASES = 100;

/** A ruling file's YAML as data; a syntax error is said in `locale`'s words with its line and column, never the library's English. */
function readYaml(text: string, locale: Locale, invalid: (problems: string[]) => RulingInvalid): unknown {
  const say = RULING_MESSAGES[locale];
  const lines = new LineCounter();
  try {
    const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
    const [error] = doc.errors;
    // The reader's own recursion on a file nested thousands deep, which it reports as an error.
    if (error && /call stack/i.test(error.message)) throw invalid([fill(say.tooDeep, { max: String(MAX_DEPTH) }, {})]);
    if (error) {
      const { line, col } = lines.linePos(error.pos[0]);
      const what = YAML_CODES.has(error.code) ? say.yamlWhat[error.code as keyof typeof say.yamlWhat] : error.code === 'BAD_ALIAS' ? say.yamlWhat.alias : say.yamlWhat.other;
      throw invalid([fill(say.yaml, { line, col, what }, {})]);
    }
    return doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    if (error instanceof RulingInvalid) throw error;
    // The parser's own recursion on a file nested thousands deep.
    if (error instanceof RangeError && /call stack/i.test(error.message)) throw invalid([fill(say.tooDeep, { max: String(MAX_DEPTH) }, {})]);
    // An alias to no anchor, or too many aliases (toJS): where it is, the library does not say.
    const at = /at line (\d+), column (\d+)/.exec((error as Error).message);
    throw invalid([fill(say.yaml, { line: at?.[1] ?? '1', col: at?.[2] ?? '1', what: say.yamlWhat.alias }, {})]);
  }
}

/** The clauses a ruling says must refuse its last event, if it says so. */
export const expectedRefusal = (checked: CheckedRuling): string[] | undefined => checked.ruling.steps.at(-1)?.refused;

/** How a last step the ruling says is refused fared, when not as the ruling says: allowed, or refused by other clauses. */
export function refusalMismatch(mustRefuse: string[] | undefined, refused: Replay['refused'], last: number): { allowed: true } | { by: string[] } | undefined {
  if (mustRefuse && !refused) return { allowed: true };
  if (mustRefuse && refused?.step === last && !mustRefuse.every((id) => refused.refusal.clauses.includes(id))) return { by: refused.refusal.clauses };
  return undefined;
}

/**
 * Replays a ruling: every step must be taken, but a last step the ruling says is refused, which must
 * be refused citing (at least) the clauses it names; then the expectations must hold. A difference
 * in an expectation is said in `locale` (the ruling command's), else in English.
 */
export function replayRuling(checked: CheckedRuling, locale?: Locale): Replay {
  const { steps, refused } = runFlow(checked.flow.machine, checked.setup, checked.events);
  const mustRefuse = expectedRefusal(checked);
  const last = checked.events.length;
  const differences: string[] = [];
  const refusedAsExpected = !!mustRefuse && refused?.step === last && mustRefuse.every((id) => refused.refusal.clauses.includes(id));
  const refusalOff = refusalMismatch(mustRefuse, refused, last);
  if (refusalOff) differences.push('allowed' in refusalOff ? `step ${last}: expected to be refused by ${mustRefuse!.join(', ')}, but the rules allow it` : `step ${last}: refused by ${refusalOff.by.join(', ')}, not by ${mustRefuse!.join(', ')}`);
  if (!refused || refusedAsExpected) {
    const summary = checked.flow.summarize(steps.at(-1)!.snapshot as never);
    for (const [key, expected] of Object.entries(checked.ruling.expect)) {
      const difference = mismatch(summary, key, expected, locale);
      if (difference) differences.push(difference);
    }
  }
  const ok = differences.length === 0 && (mustRefuse ? refusedAsExpected : !refused);
  return { steps, refused, differences, ok };
}
