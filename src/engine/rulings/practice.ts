/**
 * The machine's check of a ruling's practice question (practice-schema.ts): at the question's step
 * of the replay, the right answer must be what the machine gives and no wrong answer may be; every
 * clause an answer or its reading cites must exist (a reading's must hold an editor's note). The
 * build (load.ts), the unit suite and the ruling command all run it; each problem names the file's
 * line, the answer, the clauses it cites and the fix, in the command's language.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { Site } from '../../lib/content/model';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { RULING_MESSAGES } from '../../lib/i18n/ruling-messages';
import { fill } from '../words';
import type { LogEntry } from '../log';
import { stateName } from '../run';
import type { Flow } from '../registry';
import { mismatch } from './expect-path';
import { expectationProblems, type CheckedRuling, type Replay } from './replay';
import { atLine } from './practice-lines';
import type { Practice, PracticeAnswer } from './practice-schema';

/** What the replay gives at a question's step: whether its event was taken, the position after it (before it, if refused), its log. */
export interface Outcome {
  taken: boolean;
  refusal?: LogEntry;
  snapshot: AnyMachineSnapshot;
  /** The log lines the step added (its refusal, if refused). */
  entries: LogEntry[];
}

/** The step a question is about: its own `step`, else the ruling's last. */
export const questionStep = (checked: CheckedRuling): number => checked.ruling.practice?.step ?? checked.ruling.steps.length;

/** The replay at a step (0: the position the setup settles to), or undefined past the line the replay played. */
export function outcomeAt(replay: Replay, step: number): Outcome | undefined {
  const at = replay.steps[step];
  if (at) return { taken: true, snapshot: at.snapshot, entries: at.entries };
  if (replay.refused?.step === step) return { taken: false, refusal: replay.refused.refusal, snapshot: replay.steps[step - 1].snapshot, entries: [replay.refused.refusal] };
  return undefined;
}

const WORDS: Record<Locale, { refusedBy: string; allowedWhy: string; notBy: string; state: string; noLog: string; rightFails: string; wrongHolds: string; past: string; zero: string; noNote: string; answer: string }> = {
  'zh-hant': {
    refusedBy: '規則禁止這一步（{clauses}）',
    allowedWhy: '規則允許這一步',
    notBy: '這一步被 {by} 禁止，不是被 {clauses}',
    state: '狀態是 {actual}，不是 {state}',
    noLog: '這一步的紀錄沒有引用 {id}',
    rightFails: '{where}：這是正確答案（引用 {clauses}），機器重播到第 {step} 步卻不是這樣：{why}。請依重播改正這個答案，或改問另一步（step）。',
    wrongHolds: '{where}：這是錯誤答案（以 {clauses} 排除），機器重播到第 {step} 步卻正是這樣。請改寫這個答案，使它與重播不同，或改為正確答案。',
    past: '{where}：這則裁定範例的重播只到第 {last} 步，沒有第 {step} 步。請寫 0 到 {last} 之間的步數。',
    zero: '{where}：第 0 步沒有事件，無法問是否允許。請寫 1 以上的步數，或改用其他題型（kind）。',
    noNote: '{where}：條文 {id} 沒有編者註。有爭議的解讀要指向寫出它的編者註所在的條文。',
    answer: '第 {n} 項',
  },
  ja: {
    refusedBy: 'このステップはルール上できない（{clauses}）',
    allowedWhy: 'このステップはルール上できる',
    notBy: 'このステップを禁止するのは{by}で、{clauses}ではない',
    state: '状態は {actual} で、{state} ではない',
    noLog: 'このステップの記録は{id}を引いていない',
    rightFails: '{where}：正解（{clauses}を引く）だが、機械の再生ではステップ{step}でそうならない：{why}。再生に合わせてこの選択肢を直すか、別のステップ（step）を問うこと。',
    wrongHolds: '{where}：誤りの選択肢（{clauses}で否定）だが、機械の再生ではステップ{step}でまさにそうなる。再生と違うものに書き直すか、正解にすること。',
    past: '{where}：この裁定例の再生はステップ{last}まで。ステップ{step}はない。0〜{last}のステップを書くこと。',
    zero: '{where}：ステップ0にはイベントがないので、できるかは問えない。1以上のステップを書くか、別の種類（kind）にすること。',
    noNote: '{where}：条項{id}に編集注はない。議論のある解釈は、それを述べる編集注のある条項を指すこと。',
    answer: '{n}番目',
  },
};

/**
 * Why an answer is not what the replay gives at its step, one reason per check that fails: none
 * means the replay gives exactly this answer. Said in `locale`, the expectation's differences as
 * replay.ts says them.
 */
export function answerFails(flow: Flow, outcome: Outcome, answer: PracticeAnswer, locale: Locale = DEFAULT_LOCALE): string[] {
  const say = WORDS[locale];
  const list = RULING_MESSAGES[locale].list;
  const put = (template: string, values: Record<string, string | number>) => fill(template, values, {});
  const why: string[] = [];
  if (answer.allowed && !outcome.taken) why.push(put(say.refusedBy, { clauses: outcome.refusal!.clauses.join(list) }));
  if (answer.refused) {
    if (outcome.taken) why.push(say.allowedWhy);
    else if (!answer.refused.every((id) => outcome.refusal!.clauses.includes(id))) why.push(put(say.notBy, { by: outcome.refusal!.clauses.join(list), clauses: answer.refused.join(list) }));
  }
  if (answer.expect) {
    const summary = flow.summarize(outcome.snapshot as never);
    for (const [key, value] of Object.entries(answer.expect)) {
      const difference = mismatch(summary, key, value, locale);
      if (difference) why.push(difference);
    }
  }
  if (answer.state) {
    const actual = stateName(outcome.snapshot);
    if (actual !== answer.state && !actual.startsWith(`${answer.state}.`)) why.push(put(say.state, { actual, state: answer.state }));
  }
  const cited = new Set(outcome.entries.flatMap((e) => e.clauses));
  for (const id of answer.logs ?? []) if (!cited.has(id)) why.push(put(say.noLog, { id }));
  return why;
}

/** Every clause an answer cites: what decides it or rules it out, the refusal and log it checks. */
export const answerClauses = (answer: PracticeAnswer): string[] => [...new Set([...answer.clauses, ...(answer.refused ?? []), ...(answer.logs ?? [])])];

/**
 * What is wrong with a ruling's practice question: its step, its clauses, its answers against the
 * replay. `text` is the file's, for lines. Empty when the ruling has no question, or when its own
 * replay disagrees with it (that is said already: the question is checked once the ruling holds).
 */
export function practiceProblems(checked: CheckedRuling, replay: Replay, text: string, site: Site, locale: Locale = DEFAULT_LOCALE): string[] {
  const practice: Practice | undefined = checked.ruling.practice;
  if (!practice) return [];
  const say = WORDS[locale];
  const messages = RULING_MESSAGES[locale];
  const fields = messages.fields;
  const put = (template: string, values: Record<string, string | number>) => fill(template, values, {});
  const game = checked.ruling.game;
  const book = site.games.find((g) => g.slug === game)?.rulebooks['zh-hant'];
  const where = (path: (string | number)[]) =>
    [fields.practice, ...path.map((p) => (typeof p === 'number' ? put(say.answer, { n: p + 1 }) : (fields[p] ?? p)))].join(' › ');
  const problems: string[] = [];
  const add = (path: (string | number)[], problem: (w: string) => string) => problems.push(atLine(text, ['practice', ...path], problem(where(path)), locale));
  const step = questionStep(checked);
  const last = checked.ruling.steps.length;
  if (step > last) add(['step'], (w) => put(say.past, { where: w, last, step }));
  if (practice.kind === 'allowed' && step === 0) add(['step'], (w) => put(say.zero, { where: w }));
  if (practice.reading) {
    const clause = book?.clauses.get(practice.reading.clause);
    if (!clause) add(['reading', 'clause'], (w) => put(messages.noClause, { where: w, game, id: practice.reading!.clause }));
    else if (!clause.body.some((b) => b.kind === 'note')) add(['reading', 'clause'], (w) => put(say.noNote, { where: w, id: clause.id }));
  }
  practice.answers.forEach((answer, i) => {
    for (const key of ['clauses', 'refused', 'logs'] as const) {
      for (const id of answer[key] ?? []) if (!book?.clauses.has(id)) add(['answers', i, key], (w) => put(messages.noClause, { where: w, game, id }));
    }
    if (answer.expect) for (const p of expectationProblems(answer.expect, checked.flow, locale, where(['answers', i, 'expect']))) problems.push(atLine(text, ['practice', 'answers', i, 'expect'], p, locale));
  });
  // The answers against the machine: only once the file is sound and its ruling holds.
  const outcome = outcomeAt(replay, step);
  if (problems.length || !replay.ok || !outcome) return problems;
  practice.answers.forEach((answer, i) => {
    const why = answerFails(checked.flow, outcome, answer, locale);
    const clauses = answer.clauses.join(messages.list);
    if (answer.right && why.length) add(['answers', i], (w) => put(say.rightFails, { where: w, clauses, step, why: why.join(messages.list) }));
    if (!answer.right && !why.length) add(['answers', i], (w) => put(say.wrongHolds, { where: w, clauses, step }));
  });
  return problems;
}

/** The answer's letter as the page shows it: A, B, C, D. */
export const answerLetter = (n: number) => String.fromCharCode(65 + n);
