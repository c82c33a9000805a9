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
import { MAX_DEPTH, MAX_EVENTS, nestsTooDeep } from '../input';
import { forbiddenKeys } from '../read-shared';

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
  if (nestsTooDeep(raw)) throw new RulingInvalid(file, [`the file nests lists or maps more than ${MAX_DEPTH} deep; a ruling needs a few levels. Check its brackets.`]);
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
  const expectation = schemas.summarySchema.partial().safeParse(ruling.expect, { reportInput: true });
  if (!expectation.success) problems.push(...describeIssues('expect', expectation.error, Object.keys(schemas.summarySchema.shape)));
  if (problems.length) throw new RulingInvalid(file, problems);
  return { ruling, flow, setup: setup.data, events };
}

/** JSON with object keys sorted: an expectation means the same whatever order its keys are written in (arrays keep theirs). */
const show = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

/** The clauses a ruling says must refuse its last event, if it says so. */
export const expectedRefusal = (checked: CheckedRuling): string[] | undefined => checked.ruling.steps.at(-1)?.refused;

/**
 * Replays a ruling: every step must be taken, but a last step the ruling says is refused, which must
 * be refused citing (at least) the clauses it names; then the expectations must hold.
 */
export function replayRuling(checked: CheckedRuling): Replay {
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
      if (show(summary[key]) !== show(expected)) differences.push(`${key}: expected ${show(expected)}, got ${show(summary[key])}`);
    }
  }
  const ok = differences.length === 0 && (mustRefuse ? refusedAsExpected : !refused);
  return { steps, refused, differences, ok };
}
