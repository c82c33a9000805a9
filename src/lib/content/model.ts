/**
 * The one clause model. Rendering, the JSON export, search and the sandboxes' citations all read
 * it; nothing else parses the content files.
 */
import type { Locale } from '../i18n/locales';
import type { FigureName, FigureProps } from './figures';
import type { CoverageReasonKind } from './schema';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'emphasis'; children: Inline[] }
  | { kind: 'ref'; id: string };

export type Block =
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'note'; problem: Inline[][]; reading: Inline[] }
  | { kind: 'figure'; name: FigureName; props: FigureProps }
  /** A sandbox stepping through a ruling (content/rulings/<game>/<ruling>.yaml), beside this clause. */
  | { kind: 'sandbox'; ruling: string };

export interface Clause {
  id: string;
  /** The clause's heading, if it has one (`2-1 生命值`). Sections always have one. */
  title?: string;
  body: Block[];
  /** The body as plain text: refs as their ids, paragraphs joined by a newline, notes left out. */
  text: string;
  /** Every clause this one cites, in order of first citation, notes included. */
  refs: string[];
  /** 0 for a section, 1 for `2-1`, 2 for `2-1.2`, 3 for `2-1.2a`. */
  depth: number;
  parent?: string;
  /** Where it is written, for error messages: `content/games/wuxing/ja/2.mdx:12`. */
  file: string;
  line: number;
}

export interface Section {
  number: string;
  title: string;
  file: string;
  /** The section's own clause first, then its clauses in the order written. */
  clauses: Clause[];
}

export interface Rulebook {
  game: string;
  locale: Locale;
  sections: Section[];
  clauses: Map<string, Clause>;
}

export interface GlossaryEntry {
  key: string;
  clause: string;
  /** The official English name, where the game has one. */
  en?: string;
  /** The clause whose editor's note gives the reading the definition states, if it states one. */
  note?: string;
  terms: Record<Locale, { term: string; definition: string }>;
}

/** Why a clause has no worked example (content/games/<game>/coverage.yaml). */
export interface CoverageReason {
  clause: string;
  why: CoverageReasonKind;
  words: Record<Locale, string>;
  /** Where it is written, for messages: `content/games/wuxing/coverage.yaml:12`. */
  at: string;
}

export interface Game {
  slug: string;
  names: Record<Locale, string>;
  summary: Record<Locale, string>;
  /** The edition, as each locale names it. */
  edition: Record<Locale, string>;
  originalLanguage: Locale;
  /** The game has no published name; `names` are the site's descriptive titles. */
  nameIsDescriptive?: boolean;
  /** The source is a draft its author marked unfinished: what that means, per locale. */
  draft?: Record<Locale, string>;
  source: { title: string; file: string };
  order: number;
  rulebooks: Record<Locale, Rulebook>;
  glossary: GlossaryEntry[];
  /** Why a clause has no worked example, for the clauses that give a reason. */
  reasons: CoverageReason[];
}

export interface Site {
  games: Game[];
}
