/**
 * Coverage said per clause (issue 28): for each clause with rules in it, the flows that play it, the
 * rulings that illustrate it, or why neither applies (content/games/<game>/coverage.yaml). The
 * coverage page and the JSON export both read this, so they cannot disagree.
 */
import type { Clause, CoverageReason, Game } from '../lib/content/model';
import { citationsOf, flowsOf } from './rulings';
import type { LoadedRuling } from './rulings/load';

export interface ClauseCoverage {
  id: string;
  /** The flows whose machines cite the clause. */
  flows: string[];
  /** The rulings that list the clause among those they illustrate. */
  rulings: LoadedRuling[];
  /** Why there is no worked example, if the game's coverage.yaml gives a reason. */
  reason?: CoverageReason;
}

/** Clauses with rules in them: not a section's heading, not a title with no text. */
export const hasRules = (c: Pick<Clause, 'depth' | 'text'>) => c.depth > 0 && c.text.trim() !== '';

/** Every clause of the game with rules in it, in the rulebook's order, with what covers it. */
export function clauseCoverage(game: Game): ClauseCoverage[] {
  const cited = citationsOf(game.slug);
  const reasons = new Map(game.reasons.map((r) => [r.clause, r]));
  return [...game.rulebooks['zh-hant'].clauses.values()].filter(hasRules).map((c) => {
    const { flows = [], rulings = [] } = cited.get(c.id) ?? {};
    const reason = reasons.get(c.id);
    return { id: c.id, flows, rulings, ...(reason && { reason }) };
  });
}

/** The figures the coverage page opens with, and the measure: of the clauses with no reason, the share a ruling illustrates. */
export function coverageFigures(list: ClauseCoverage[]) {
  const total = list.length;
  const ruled = list.filter((c) => c.rulings.length).length;
  const played = list.filter((c) => c.flows.length).length;
  const reasoned = list.filter((c) => c.reason).length;
  const neither = list.filter((c) => !c.rulings.length && !c.flows.length && !c.reason).length;
  return { total, ruled, played, reasoned, neither, ruledShare: total === reasoned ? 1 : ruled / (total - reasoned) };
}

/**
 * What is wrong with a game's reasons, said for the writer of coverage.yaml: a reason for a clause a
 * ruling already illustrates (strike it), a clause with no rules in it, a `not-played` reason no
 * flow's not-played list backs.
 */
export function reasonProblems(game: Game): string[] {
  const list = new Map(clauseCoverage(game).map((c) => [c.id, c]));
  const clauses = game.rulebooks['zh-hant'].clauses;
  const notPlayed = new Set(flowsOf(game.slug).flatMap((f) => f.notPlayed.flatMap((item) => item.clauses)));
  const ancestors = (id: string): string[] => {
    const parent = clauses.get(id)?.parent;
    return parent ? [parent, ...ancestors(parent)] : [];
  };
  return game.reasons.flatMap((r) => {
    const where = `${r.at}: clause ${r.clause}`;
    const c = list.get(r.clause);
    if (!c) return clauses.has(r.clause) ? [`${where} has no rules in it (a heading), so it needs no reason. Remove the entry.`] : [];
    if (c.rulings.length) return [`${where}: ${c.rulings.map((x) => x.ruling.id).join(', ')} illustrates it, so it needs no reason. Remove the entry.`];
    if (r.why === 'not-played' && ![r.clause, ...ancestors(r.clause)].some((id) => notPlayed.has(id)))
      return [`${where}: why: not-played, but no flow of ${game.slug} lists the clause (or a clause above it) in its notPlayed. Add it to the notPlayed item that says so, or give another reason.`];
    return [];
  });
}
