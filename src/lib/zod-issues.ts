/**
 * A schema problem in a content file said for its writer (lib/content/schema.ts): what was received
 * and what is allowed ("expected one of 2, 4, 6; received 3"), not zod's bare "Invalid input". A
 * ruling's problems, and a sandbox position's, are said in the judge's language by island/explain.ts.
 */
import type { z } from 'zod';

const shown = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};
const oneOf = (values: readonly unknown[]) => (values.length === 1 ? shown(values[0]) : `one of ${values.map(shown).join(', ')}`);

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The values a union of literals allows, when that is all it is. */
function literalOptions(issue: Issue): unknown[] | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  if ('options' in issue && Array.isArray(issue.options)) return issue.options as unknown[];
  const values = issue.errors.map((branch) => (branch.length === 1 && branch[0].code === 'invalid_value' && !branch[0].path.length ? branch[0].values : undefined));
  return values.every(Boolean) && values.length ? values.flat() : undefined;
}

/** One sentence for one problem, without its path. */
export function describeIssue(issue: Issue, knownKeys?: readonly string[]): string {
  const received = 'input' in issue ? `; received ${shown(issue.input)}` : '';
  switch (issue.code) {
    case 'invalid_value':
      return `expected ${oneOf(issue.values)}${received}`;
    case 'invalid_type':
      return `expected ${issue.expected}${received}`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}${knownKeys ? `; known keys: ${knownKeys.join(', ')}` : ''}`;
    case 'invalid_union': {
      const options = literalOptions(issue);
      const input = 'discriminator' in issue && typeof issue.input === 'object' && issue.input ? (issue.input as Record<string, unknown>)[String(issue.discriminator)] : issue.input;
      if (options) return `expected ${oneOf(options)}; received ${shown(input)}`;
      return `${issue.message}${received}`;
    }
    default:
      return issue.code === 'custom' ? issue.message : `${issue.message}${received}`;
  }
}
