/**
 * Figures a content file may place inside a clause, by name (`<WuxingCycle />`): every
 * `src/games/<game>/figures/<Name>.astro`. Only the names are read here (the glob's loaders are
 * never called); src/components/figures.ts renders them.
 *
 * The attributes a writer may set are the figure's props schema, a zod object exported as
 * `propsSchema` from `<Name>.props.ts` beside it. A figure without that file takes no attributes:
 * most figures draw from the rules alone, and a missing file then refuses every attribute rather
 * than letting one through unchecked.
 */
import type { z } from 'astro/zod';
import { describeIssue } from '../zod-issues';
import { own } from '../own';

const files = Object.keys(import.meta.glob('../../games/*/figures/*.astro'));
const propsModules = import.meta.glob<{ propsSchema: z.ZodObject }>('../../games/*/figures/*.props.ts', { eager: true });

/** `…/figures/WuxingCycle.astro` → `WuxingCycle`. */
export const figureNameOf = (path: string) => path.split('/').pop()!.replace(/\.(props\.ts|astro)$/, '');

export const FIGURE_NAMES: readonly string[] = files.map(figureNameOf);
export type FigureName = string;

export function isFigureName(name: string): name is FigureName {
  return FIGURE_NAMES.includes(name);
}

/** Each figure's props schema, by name; a figure missing here takes no attributes. */
export const FIGURE_PROPS: Readonly<Record<string, z.ZodObject>> = Object.fromEntries(
  Object.entries(propsModules).map(([path, module]) => [figureNameOf(path), module.propsSchema]),
);

/**
 * Props the page gives every figure (src/components/Clause.astro): the page's locale. A writer
 * cannot set them; a figure's props schema does not list them.
 */
export const PAGE_PROPS: readonly string[] = ['locale'];

/** A figure's attributes as written: text, or true for a bare attribute (`<X wide />`). */
export type FigureProps = Record<string, string | true>;

/**
 * What is wrong with a figure's attributes, one sentence each (no place: the caller adds it), or
 * nothing. `schemas` defaults to the figures' own, and is passed in tests.
 */
export function checkFigureProps(name: string, props: FigureProps, schemas = FIGURE_PROPS): string[] {
  const schema = own(schemas, name);
  const known = schema ? Object.keys(schema.shape) : [];
  const takes = known.length ? `it takes ${known.join(', ')}` : 'it takes none';
  const problems: string[] = [];
  for (const [prop, value] of Object.entries(props)) {
    if (PAGE_PROPS.includes(prop)) {
      problems.push(`${prop} is set by the page, not in the text (received ${JSON.stringify(value)}). Remove ${prop}="…"`);
    } else if (!known.includes(prop)) {
      problems.push(`takes no attribute ${prop} (received ${JSON.stringify(value)}); ${takes}`);
    }
  }
  if (problems.length || !schema) return problems;
  const result = schema.safeParse(props, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const prop = String(issue.path[0] ?? '');
    if (!(prop in props)) return `needs ${prop}="…"`;
    return `${prop}: ${describeIssue(issue as Parameters<typeof describeIssue>[0])}`;
  });
}
