/**
 * A draft saved from a sandbox is a ruling file that replays as it is: for every ruling's line, cut
 * at its start, its middle and its end, in both languages, the draft passes the ruling checks and
 * replays to the expectation the sandbox wrote into it, and says what is left to write.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LOCALES } from '../../lib/i18n/locales';
import { getRulings } from '.';
import { clauseExistsIn } from './load';
import { getSite } from '../../lib/content';
import { checkRuling, replayRuling, runFlow } from './replay';
import { citedIn, draftId, json, leftToWrite, rulingDraft, TO_WRITE } from './draft';

const rulings = getRulings();
const exists = clauseExistsIn(getSite());
const at = new Date(2026, 10, 23, 15, 2);

describe('a draft from any point of any ruling replays as it is', () => {
  for (const loaded of rulings) {
    const refusedLast = loaded.ruling.steps.at(-1)?.refused ? 1 : 0;
    const taken = loaded.events.length - refusedLast;
    for (const cut of [...new Set([0, Math.floor(taken / 2), taken])]) {
      it(`${loaded.file}, after ${cut} of its events`, () => {
        const events = loaded.events.slice(0, cut);
        const { steps } = runFlow(loaded.flow.machine, loaded.setup, events);
        expect(steps).toHaveLength(cut + 1);
        const summary = loaded.flow.summarize(steps.at(-1)!.snapshot as never);
        for (const locale of LOCALES) {
          const text = rulingDraft({ game: loaded.ruling.game, flow: loaded.flow.id, setup: loaded.ruling.setup, events, clauses: citedIn(steps), summary, locale, at });
          const id = draftId(loaded.flow.id, at);
          const checked = checkRuling(text, `content/rulings/${loaded.ruling.game}/${id}.yaml`, exists);
          const replay = replayRuling(checked);
          expect(replay.differences).toEqual([]);
          expect(replay.ok).toBe(true);
          expect(checked.ruling.expect).toEqual(JSON.parse(JSON.stringify(summary)));
          expect(leftToWrite(checked.ruling)).toEqual([
            ...LOCALES.flatMap((l) => [['title', l], ['summary', l]]),
            ...events.flatMap((_, i) => LOCALES.map((l) => ['steps', i, 'note', l])),
          ]);
        }
      });
    }
  }
});

describe('the draft as a writer reads it', () => {
  const loaded = rulings.find((r) => r.events.length >= 2 && !r.ruling.steps.at(-1)?.refused)!;
  const { steps } = runFlow(loaded.flow.machine, loaded.setup, loaded.events);
  const draft = (locale: (typeof LOCALES)[number]) =>
    rulingDraft({ game: loaded.ruling.game, flow: loaded.flow.id, setup: loaded.ruling.setup, events: loaded.events, clauses: citedIn(steps), summary: loaded.flow.summarize(steps.at(-1)!.snapshot as never), locale, at });
  it('is named after its flow and the time it was saved', () => {
    expect(draftId('wuxing.turn', at)).toBe('turn-20261123-1502');
    expect(parse(draft('ja')).id).toBe('turn-20261123-1502'.replace('turn', loaded.flow.id.split('.')[1]));
  });
  it('says in the page\'s language how to finish it, and that the expectation is the sandbox\'s, to be checked', () => {
    expect(draft('zh-hant')).toMatch(/^# 由沙盒匯出的裁定範例草稿。/);
    expect(draft('zh-hant')).toContain('# 以下為沙盒在這一步對局面的摘要,不是裁定'.replace(',', '，'));
    expect(draft('ja')).toMatch(/^# サンドボックスから書き出した裁定例の下書き。/);
    expect(draft('ja')).toContain('裁定ではない');
    expect(draft('ja')).toContain(`content/rulings/${loaded.ruling.game}/<名前>.yaml`);
  });
  it('puts each expected item on its own line, to be kept or struck', () => {
    const text = draft('zh-hant');
    const expectBlock = text.slice(text.indexOf('\nexpect:\n') + 9).trimEnd().split('\n');
    expect(expectBlock.map((l) => l.split(':')[0].trim())).toEqual(Object.keys(parse(text).expect));
  });
  it('gives every event an empty note in each language, and placeholders for the title and summary', () => {
    const parsed = parse(draft('ja'));
    expect(parsed.steps.map((s: { note: unknown }) => s.note)).toEqual(loaded.events.map(() => ({ 'zh-hant': '', ja: '' })));
    expect(parsed.title).toEqual({ 'zh-hant': TO_WRITE['zh-hant'].title, ja: TO_WRITE.ja.title });
  });
  it('offers a practice question to fill, commented out, stopped at the draft\'s last step', () => {
    for (const locale of LOCALES) {
      const text = draft(locale);
      expect(parse(text).practice).toBeUndefined();
      const block = text.split('\n').filter((l) => /^# {1,}(practice:|  |    )/.test(l)).map((l) => l.replace(/^# /, '')).join('\n');
      const practice = parse(block).practice;
      expect(practice).toMatchObject({ step: loaded.events.length, kind: 'next', difficulty: 1, question: { 'zh-hant': '', ja: '' } });
      expect(practice.answers.map((a: { right?: boolean }) => !!a.right)).toEqual([true, false]);
    }
  });
  it('writes JSON as the project\'s files do', () => {
    expect(json({ type: 'x', ids: ['a', 'b'], n: 1, gone: undefined })).toBe('{"type": "x", "ids": ["a", "b"], "n": 1}');
    expect(json('含 "引號" 與 # 號')).toBe('"含 \\"引號\\" 與 # 號"');
  });
});

describe('no committed ruling leaves anything to write', () => {
  for (const loaded of rulings) it(loaded.file, () => expect(leftToWrite(loaded.ruling)).toEqual([]));
});
