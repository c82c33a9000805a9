/**
 * A ruling's `practice` block: a question a reader answers on the practice pages, stopped at one step
 * of the ruling's line, whose answers the machine checks against the replay (practice.ts). The
 * right answer must be what the replay gives at that step, every wrong answer must not be, and each
 * wrong answer names the clause that rules it out. Format: content/rulings/README.md, "practice".
 */
import { z } from 'zod';
import { LOCALES } from '../../lib/i18n/locales';

const perLocale = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)])) as Record<(typeof LOCALES)[number], z.ZodString>).strict();
const clauseIds = z.array(z.string().min(1)).min(1);

/** What a question asks: what happens when the step's event is played, whether it may be played, or a value after it. */
export const PRACTICE_KINDS = ['next', 'allowed', 'value'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];
/** 1 入門 / 初級, 2 進階 / 中級, 3 高階 / 上級. */
export const DIFFICULTIES = [1, 2, 3] as const;

/** The checks an answer may make on the replay at the question's step; an answer makes one or more, and is what the replay gives when all hold. */
export const ANSWER_CHECKS = ['allowed', 'refused', 'expect', 'state', 'logs'] as const;

export const answerSchema = z
  .object({
    /** The answer as the reader reads it. */
    text: perLocale,
    /** The one right answer says `right: true`; the others are wrong. */
    right: z.literal(true).optional(),
    /** The step's event is taken. */
    allowed: z.literal(true).optional(),
    /** The step's event is refused, citing (at least) these clauses. */
    refused: clauseIds.optional(),
    /** Items of the flow's summary after the step, as a ruling's `expect` (a refused event leaves the position as it was). */
    expect: z.record(z.string(), z.unknown()).optional(),
    /** The flow's state after the step (`defense`, or a state inside it: `attack.declared`). */
    state: z.string().min(1).optional(),
    /** The step's log cites every one of these clauses (a refused event: its refusal). */
    logs: clauseIds.optional(),
    /** The right answer: the clauses that decide it; a wrong answer: the clause that rules it out. */
    clauses: clauseIds,
    /** Why, in a sentence or two: required for a wrong answer (what rules it out); the right answer's defaults to the ruling's summary. */
    why: perLocale.optional(),
  })
  .strict()
  .superRefine((answer, ctx) => {
    if (!ANSWER_CHECKS.some((k) => answer[k] !== undefined)) ctx.addIssue({ code: 'custom', message: `an answer checks the replay: give one of ${ANSWER_CHECKS.join(', ')}`, params: { say: 'practiceNoCheck' } });
    if (answer.allowed && answer.refused) ctx.addIssue({ code: 'custom', path: ['refused'], message: 'an answer cannot be both allowed and refused', params: { say: 'practiceBoth' } });
    if (!answer.right && !answer.why) ctx.addIssue({ code: 'custom', path: ['why'], message: 'a wrong answer says why its clause rules it out, in every language', params: { say: 'practiceWhy' } });
  });

export const practiceSchema = z
  .object({
    /** The step the question is about, counted from 1 as the transcript counts (its event is what is asked about; 0: the position the setup settles to). Default: the last step. */
    step: z.number().int().min(0).optional(),
    kind: z.enum(PRACTICE_KINDS),
    difficulty: z.number().int().min(1).max(3),
    /** The question's words: the step's event in the game's terms, and what is asked. */
    question: perLocale,
    /** A question on a disputed point: the clause whose editor's note gives the reading, and the reading in words. */
    reading: z.object({ clause: z.string().min(1), ...perLocale.shape }).strict().optional(),
    /** Three or four answers, one of them right. */
    answers: z.array(answerSchema).min(3).max(4),
  })
  .strict()
  .superRefine((practice, ctx) => {
    const right = practice.answers.filter((a) => a.right).length;
    if (right !== 1) ctx.addIssue({ code: 'custom', path: ['answers'], message: 'exactly one answer is right (`right: true`)', params: { say: 'practiceOneRight', n: right } });
    practice.answers.forEach((a, i) => {
      if (practice.kind === 'allowed' && (a.allowed === undefined) === (a.refused === undefined)) ctx.addIssue({ code: 'custom', path: ['answers', i], message: 'a question whether an event is allowed answers `allowed: true` or `refused: [clause]`', params: { say: 'practiceAllowedKind' } });
      if (practice.kind === 'value' && !a.expect) ctx.addIssue({ code: 'custom', path: ['answers', i], message: 'a question on a value answers with `expect`', params: { say: 'practiceValueKind' } });
    });
  });

export type Practice = z.infer<typeof practiceSchema>;
export type PracticeAnswer = z.infer<typeof answerSchema>;
