/** The JSON export for tools and bots, built from the clause model. */
import type { Game } from '../lib/content/model';
import { LOCALES, type Locale } from '../lib/i18n/locales';
import { clauseUrl, clausesApiUrl, flowUrl, rulebookUrl, rulingUrl } from '../lib/urls';
import { flowsOf, getRulings } from './rulings';
import { flowClauses } from './citations';
import { clauseCoverage } from './clause-coverage';
import type { CoverageReasonKind } from '../lib/content/schema';
import { UI } from '../lib/i18n/ui';

const REASON_LABEL = {
  definition: 'coverageWhyDefinition',
  overview: 'coverageWhyOverview',
  'outside-play': 'coverageWhyOutsidePlay',
  'not-played': 'coverageWhyNotPlayed',
  'source-silent': 'coverageWhySourceSilent',
} as const satisfies Record<CoverageReasonKind, keyof (typeof UI)['ja']>;

/** A kind of reason for no worked example, as the page's language names it. */
export const reasonLabel = (kind: CoverageReasonKind, locale: Locale) => UI[locale][REASON_LABEL[kind]];

export interface ClauseRecord {
  id: string;
  url: string;
  title?: string;
  text: string;
  refs: string[];
  /**
   * For a clause with rules in it (not a heading alone): the flows that play it, the rulings that
   * illustrate it (their ids), and why neither, where the site says why.
   */
  coverage?: { flows: string[]; rulings: string[]; reason?: { kind: CoverageReasonKind; label: string; text: string } };
}

export function clauseRecords(game: Game, locale: Locale): ClauseRecord[] {
  const coverage = new Map(clauseCoverage(game).map((c) => [c.id, c]));
  return [...game.rulebooks[locale].clauses.values()].map((c) => {
    const covered = coverage.get(c.id);
    return {
      id: c.id,
      url: clauseUrl(locale, game.slug, c.id),
      ...(c.title ? { title: c.title } : {}),
      text: c.text || c.title || '',
      refs: c.refs,
      ...(covered && {
        coverage: {
          flows: covered.flows,
          rulings: covered.rulings.map((r) => r.ruling.id),
          ...(covered.reason && { reason: { kind: covered.reason.why, label: reasonLabel(covered.reason.why, locale), text: covered.reason.words[locale] } }),
        },
      }),
    };
  });
}

export function rulingRecords() {
  return getRulings().map(({ ruling }) => ({
    id: ruling.id,
    game: ruling.game,
    flow: ruling.flow,
    title: ruling.title,
    url: Object.fromEntries(LOCALES.map((l) => [l, rulingUrl(l, ruling.game, ruling.id)])),
    clauses: ruling.clauses,
  }));
}

export function gameRecord(game: Game) {
  return {
    slug: game.slug,
    names: game.names,
    originalLanguage: game.originalLanguage,
    /** The edition in the source's own language, and as each locale names it. */
    edition: game.edition[game.originalLanguage],
    editionByLocale: game.edition,
    source: game.source.title,
    locales: [...LOCALES],
    rulebooks: Object.fromEntries(LOCALES.map((l) => [l, rulebookUrl(l, game.slug)])),
    clauses: Object.fromEntries(LOCALES.map((l) => [l, clausesApiUrl(l, game.slug)])),
    flows: flowsOf(game.slug).map((flow) => ({
      id: flow.id,
      title: flow.title,
      url: Object.fromEntries(LOCALES.map((l) => [l, flowUrl(l, game.slug, flow.id)])),
      clauses: flowClauses(flow.machine),
      /** What the sandbox does not play, per locale, with the clauses each concerns. */
      notPlayed: (flow.notPlayed).map((item) => ({ clauses: item.clauses, text: item.words })),
    })),
  };
}
