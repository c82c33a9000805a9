/** The site's practice questions, from the rulings that hold one: for the practice pages, the API and the clause pages. */
import { getSite } from '../../lib/content';
import { getRulings } from '.';
import type { LoadedRuling } from './load';
import { answerClauses, questionStep } from './practice';
import type { Practice, PracticeAnswer } from './practice-schema';
import type { Locale } from '../../lib/i18n/locales';
import { questionUrl } from '../../lib/practice-urls';
import { rulingUrl } from '../../lib/urls';

export interface Question {
  game: string;
  /** The ruling's id: the question's id within its game (`?q=<id>` on the game's practice page). */
  id: string;
  loaded: LoadedRuling;
  practice: Practice;
  /** The step asked about (from 1; 0 the position the setup settles to). */
  step: number;
  /** The answers in the order shown: a fixed shuffle of the file's, so the right one is not always where the writer put it. */
  answers: PracticeAnswer[];
  /** Every clause the answers cite, and the rulebook sections they are in (by number). */
  clauses: string[];
  sections: string[];
}

/** A small fixed hash, to order a question's answers the same way in every build. */
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0), 2166136261);

let cached: Question[] | undefined;

/** Every question, by game in the site's order, then by ruling id. */
export function practiceQuestions(): Question[] {
  if (cached) return cached;
  const site = getSite();
  const order = new Map(site.games.map((g) => [g.slug, g.order]));
  cached = getRulings()
    .filter((r) => r.ruling.practice)
    .map((loaded) => {
      const { game, id } = loaded.ruling;
      const practice = loaded.ruling.practice!;
      const book = site.games.find((g) => g.slug === game)!.rulebooks['zh-hant'];
      const clauses = [...new Set(practice.answers.flatMap(answerClauses))];
      const sections = [...new Set(clauses.map((c) => book.sections.find((s) => s.clauses.some((k) => k.id === c))?.number).filter((n): n is string => !!n))].sort((a, b) => Number(a) - Number(b) || (a < b ? -1 : 1));
      const answers = practice.answers.map((a, i) => ({ a, k: hash(`${game}/${id}/${i}`) })).sort((x, y) => x.k - y.k).map((x) => x.a);
      return { game, id, loaded, practice, step: questionStep(loaded), answers, clauses, sections };
    })
    .sort((a, b) => (order.get(a.game)! - order.get(b.game)!) || (a.id < b.id ? -1 : 1));
  return cached;
}

export const questionsOf = (game: string) => practiceQuestions().filter((q) => q.game === game);

/** For a game: clause id → the questions citing it (a clause's page links them). */
export function questionsCiting(game: string, clause: string): Question[] {
  return questionsOf(game).filter((q) => q.clauses.includes(clause));
}

/** `api/<locale>/practice.json`: every question in one language, with its answers, whether each is right, and the clauses that decide or rule it out. */
export function practiceRecords(locale: Locale) {
  return practiceQuestions().map((q) => ({
    id: `${q.game}/${q.id}`,
    game: q.game,
    ruling: q.id,
    url: questionUrl(locale, q.game, q.id),
    rulingUrl: rulingUrl(locale, q.game, q.id),
    step: q.step,
    kind: q.practice.kind,
    clauses: q.clauses,
    difficulty: q.practice.difficulty,
    question: q.practice.question[locale],
    ...(q.practice.reading && { reading: { clause: q.practice.reading.clause, text: q.practice.reading[locale] } }),
    answers: q.answers.map((a) => ({
      text: a.text[locale],
      right: !!a.right,
      clauses: a.clauses,
      ...(a.why && { why: a.why[locale] }),
    })),
  }));
}
