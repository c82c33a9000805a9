/**
 * Replays a ruling through its flow's machine: every step's snapshot and log, then whether the
 * expected outcome holds. Pure; used by the test suite, the CLI, the ruling pages and the island.
 */
import { parse as parseYaml } from 'yaml';
import { FLOWS, type Flow } from '../registry';
import { FLOW_SCHEMAS } from '../registry';
import { runFlow, type Replay } from '../run';

export { runFlow, stateName, type ReplayStep, type Replay, type Refused } from '../run';
import { rulingSchema, type Ruling } from './schema';
import { describeIssues } from '../../lib/zod-issues';
import { MAX_EVENTS } from '../input';
import { forbiddenKeys } from '../read-shared';
import { memberSchema, mismatch } from './expect-path';
import type { Locale } from '../../lib/i18n/locales';

export class RulingInvalid extends Error {
  constructor(readonly file: string, readonly problems: string[]) {
    super(`${file} is not a valid ruling:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
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
 * Throws RulingInvalid naming every problem.
 */
export function checkRuling(text: string, file: string, clauseExists: (game: string, id: string) => boolean): CheckedRuling {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw new RulingInvalid(file, [`not valid YAML: ${(error as Error).message.split('\n')[0]}`]);
  }
  const special = forbiddenKeys(raw);
  if (special.length) throw new RulingInvalid(file, special.map((path) => `${path}: a key JavaScript treats specially; it would be dropped, so it is refused. Remove it.`));
  const steps = (raw as { steps?: unknown })?.steps;
  if (Array.isArray(steps) && steps.length > MAX_EVENTS) {
    throw new RulingInvalid(file, [`steps: ${steps.length} steps; a ruling has at most ${MAX_EVENTS}. Split it into shorter rulings, each starting from the position the last one reached.`]);
  }
  const parsed = rulingSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw new RulingInvalid(file, describeIssues('', parsed.error));
  const ruling = parsed.data;
  const problems: string[] = [];
  const expectedId = file.split('/').pop()!.replace(/\.ya?ml$/, '');
  if (ruling.id !== expectedId) problems.push(`id: is "${ruling.id}" but the file is ${expectedId}.yaml; make them agree`);
  const flow = FLOWS[ruling.flow];
  if (!flow) throw new RulingInvalid(file, [...problems, `flow: "${ruling.flow}" is not a flow; known flows: ${Object.keys(FLOWS).join(', ')}`]);
  if (flow.game !== ruling.game) problems.push(`flow: ${ruling.flow} belongs to ${flow.game}, not ${ruling.game}`);
  for (const id of ruling.clauses) if (!clauseExists(ruling.game, id)) problems.push(`clauses: ${id} does not exist in ${ruling.game}`);
  for (const id of ruling.steps.at(-1)?.refused ?? []) if (!clauseExists(ruling.game, id)) problems.push(`steps.${ruling.steps.length}.refused: ${id} does not exist in ${ruling.game}`);
  const schemas = FLOW_SCHEMAS[ruling.flow];
  const setup = schemas.setupSchema.safeParse(ruling.setup, { reportInput: true });
  if (!setup.success) problems.push(...describeIssues('setup', setup.error));
  const events = ruling.steps.map((s, i) => {
    const event = schemas.eventSchema.safeParse(s.event, { reportInput: true });
    if (!event.success) problems.push(...describeIssues(`steps.${i + 1}.event`, event.error));
    return event.data!;
  });
  // A key with dots names one member of an item (expect-path.ts); the others are the summary's items, whole.
  const whole = Object.fromEntries(Object.entries(ruling.expect).filter(([key]) => !key.includes('.')));
  const expectation = schemas.summarySchema.partial().safeParse(whole, { reportInput: true });
  if (!expectation.success) problems.push(...describeIssues('expect', expectation.error, Object.keys(schemas.summarySchema.shape)));
  for (const [key, value] of Object.entries(ruling.expect).filter(([k]) => k.includes('.'))) {
    const member = memberSchema(schemas.summarySchema, key);
    if ('problem' in member) problems.push(`expect.${key}: ${member.problem}`);
    else {
      const parsed = member.schema.safeParse(value, { reportInput: true });
      if (!parsed.success) problems.push(...describeIssues(`expect.${key}`, parsed.error));
    }
  }
  if (problems.length) throw new RulingInvalid(file, problems);
  return { ruling, flow, setup: setup.data, events };
}

/** The clauses a ruling says must refuse its last event, if it says so. */
export const expectedRefusal = (checked: CheckedRuling): string[] | undefined => checked.ruling.steps.at(-1)?.refused;

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
  if (mustRefuse && !refused) differences.push(`step ${last}: expected to be refused by ${mustRefuse.join(', ')}, but the rules allow it`);
  if (mustRefuse && refused?.step === last && !refusedAsExpected) differences.push(`step ${last}: refused by ${refused.refusal.clauses.join(', ')}, not by ${mustRefuse.join(', ')}`);
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
