/** What the 風雷卡牌 rulings exemplify: each step of the game and of the chain, each switchable disputed point under both its readings, and refusals where the rules forbid something. */
import { describe, expect, it } from 'vitest';
import { getRulings } from '../../engine/rulings';
import { HEALINGS } from './table';
import { DISPUTED, type DisputedPoint } from './game/readings';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkRuling, replayRuling } from '../../engine/rulings/replay';
import { readRulingText } from '../../engine/rulings/load';
import { TACTICS_DECK_MIN, whyNotDecks, type DeckCharacter } from './game/deck';
import { EXAMPLE_DECKS, deckCards } from './game/decks';
import { gameSetupSchema } from './game/schemas';
import gameFlow from './game/flow';
import type { Tactic } from './table';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { initialTransition } from 'xstate';
import { FengleiGameView } from './game/View';
import { FLOWS } from '../../engine/registry';
import { check } from '../../engine/island/check-input';
import { readPosition } from '../../engine/read-shared';
import { writePosition } from '../../engine/share';

const rulings = getRulings().filter((r) => r.ruling.game === 'fenglei');
const of = (flow: string) => rulings.filter((r) => r.ruling.flow === flow);
const steps = (flow: string) => new Set(of(flow).flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));
const refused = (flow: string) => of(flow).flatMap((r) => r.ruling.steps.at(-1)?.refused ?? []);

describe('the 風雷卡牌 rulings', () => {
  it('there are at least 10', () => expect(rulings.length).toBeGreaterThanOrEqual(10));
});

/** The reading a ruling plays for a point: its setup's field, else the site's (the first). */
const readingOf = (r: (typeof rulings)[number], key: string, readings: readonly string[]) => (r.setup as Record<string, string | undefined>)[key] ?? readings[0];

describe('each disputed point the sandboxes switch is played under both readings, each ruling taking a step the reading decides', () => {
  // A step that shows the reading at work: refused or revealed below 9 points, the turn ended by itself
  // or the attacker playing a card after spending the last action value (the turn still on), a hand of 7
  // discarded or kept, a further use free or refused.
  const GAME_POINTS = { summonPoints: { all: 'refuse.allPoints', within: 'reveal' }, turnEnd: { declared: 'play.afterSpent', spent: 'turn.spent' }, handLimit: { six: 'discard', overSeven: 'hand.ok' }, furtherUse: { free: 'use.free', hold: 'refuse.holdCost' } } as const;
  const played = (r: (typeof rulings)[number]) => {
    const entries = r.replay.steps.flatMap((s) => s.entries);
    // The attacker's last action value paid (this turn's and the storage's both 0), then a card played in the same turn.
    const spentAt = entries.findIndex((e) => e.step === 'pay' && Number(e.values!.turn) === 0 && Number(e.values!.stored) === 0);
    const swapAt = entries.findIndex((e, i) => i > spentAt && e.step === 'swap');
    const afterSpent = spentAt >= 0 && entries.some((e, i) => i > spentAt && (swapAt < 0 || i < swapAt) && e.step.startsWith('play') && e.values!.player === entries[spentAt].values!.player);
    return [...entries.filter((e) => e.step !== 'reveal' || Number(e.values!.total) < 9).map((e) => e.step), ...(afterSpent ? ['play.afterSpent'] : []), ...(r.replay.refused ? [r.replay.refused.refusal.step] : [])];
  };
  for (const [key, steps] of Object.entries(GAME_POINTS) as [Exclude<DisputedPoint, 'healing'>, Record<string, string>][]) {
    for (const reading of DISPUTED[key]) {
      it(`the game: ${key} = ${reading}`, () => {
        expect(of('fenglei.game').some((r) => readingOf(r, key, DISPUTED[key]) === reading && played(r).includes(steps[reading]))).toBe(true);
      });
    }
  }
  // Healing is table.ts's, the same in both flows: the attack flow's rulings show both readings.
  for (const reading of HEALINGS) {
    it(`the attack: healing = ${reading}, with a heal that the reading changes`, () => {
      const heals = of('fenglei.attack').filter((r) => readingOf(r, 'healing', HEALINGS) === reading).flatMap((r) => r.replay.steps.flatMap((s) => s.entries.filter((e) => e.step === 'effect.heal')));
      expect(heals.some((e) => Number(e.values!.amount) > 0 && (reading === 'printed' ? Number(e.values!.hp) === Number(e.values!.printed) : Number(e.values!.hp) > Number(e.values!.printed)))).toBe(true);
    });
  }
});

describe('of the attack declaration and chain', () => {
  it('show an attack succeeding (rage, then damage), stopped, a stop negated (last in, first out), a heal after the damage and one wasted, a rage card, a win', () => {
    expect([...steps('fenglei.attack')]).toEqual(expect.arrayContaining(['attack.succeeds', 'damage', 'attack.stopped', 'effect.stop', 'effect.cancel', 'card.negated', 'effect.heal', 'effect.wasted', 'pay.rage', 'character.graveyard', 'win.noCharacters', 'turn.end']));
  });
  it('include refusals: a ⊘ card in the defense turn (4-5.1), rage not pooled (9-7), once per turn (5-1), summoned this turn (9-9)', () => {
    expect(refused('fenglei.attack')).toEqual(expect.arrayContaining(['4-5.1', '9-7', '5-1', '9-9']));
  });
});

describe('of the game', () => {
  it('show the selection revealed together, the order, the draws, action values, a discard, storing, the swap, multi-use cards, a legendary summon, both ways of winning', () => {
    expect([...steps('fenglei.game')]).toEqual(expect.arrayContaining(['select', 'reveal', 'order', 'draw', 'draw.one', 'action.gain', 'discard', 'store', 'swap', 'card.stays', 'use.free', 'win.noCharacters', 'win.emptyDeck', 'legendary.summon', 'legendary.inherits']));
  });
  it('play both readings of the disputed point 3-1: exactly 9 by default, at most 9 under the body’s text', () => {
    const reading = (r: (typeof rulings)[number]) => (r.setup as { summonPoints?: string }).summonPoints ?? 'all';
    expect(of('fenglei.game').filter((r) => reading(r) === 'all').map((r) => r.ruling.steps.at(-1)?.refused)).toContainEqual(['3-1']);
    const within = of('fenglei.game').filter((r) => reading(r) === 'within');
    expect(within.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.filter((e) => e.step === 'reveal').map((e) => e.values!.total)))).toContain(5);
  });
  it('include refusals: beyond 9 points (3-1), a legendary character (7-2.1), a wrong discard (4-7.1), beyond the action value (4-4)', () => {
    expect(refused('fenglei.game')).toEqual(expect.arrayContaining(['3-1', '7-2.1', '4-7.1', '4-4']));
  });
});

/**
 * 2-2…2-3 — no ruling starts from decks the rules forbid without saying so. Every ruling of a flow
 * whose setup holds whole decks (each player's character deck and tactics deck) starts from decks
 * that keep section 2's rules (deck.ts: 2-2, 2-2.1, 2-2.2, 2-3, with 7-5 and 8-5), or flags its short
 * tactics deck (`short`, whose sentence the transcript shows), or is a ruling of the preparation whose
 * deck check the machine refuses for that very rule. Read file by file, so a broken ruling of another
 * game does not hide one of these.
 */
describe('every 風雷卡牌 ruling starts from legal decks or says why not', () => {
  const dir = join(process.cwd(), 'content/rulings/fenglei');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
  const checked = files.map((f) => {
    const file = `content/rulings/fenglei/${f}`;
    return checkRuling(readRulingText(join(dir, f), file), file, () => true);
  });
  type Side = { characters: DeckCharacter[]; tactics: Tactic[]; short?: string };
  const withDecks = checked.filter((r) => Array.isArray((r.setup as { players?: Side[] }).players?.[0]?.tactics));
  it('the game flow’s rulings hold whole decks, and are all read', () => {
    expect(withDecks.length).toBeGreaterThanOrEqual(30);
    expect(withDecks.every((r) => r.ruling.flow === 'fenglei.game')).toBe(true);
  });
  for (const r of withDecks) {
    it(r.ruling.id, () => {
      const setup = r.setup as { seed?: number; players: Side[] };
      setup.players.forEach((side, p) => {
        const why = whyNotDecks(side, p as 0 | 1, side.short === undefined);
        if (!why) {
          if (side.short !== undefined) expect(side.tactics.length, `player ${p}: flagged short, but ${side.tactics.length} cards`).toBeLessThan(TACTICS_DECK_MIN);
          return;
        }
        // Only a ruling of the preparation may start from such decks: its deck check is refused for the rule broken.
        const refused = replayRuling(r).refused;
        expect(setup.seed, `player ${p}'s decks break ${why.clauses.join(', ')} (${why.step}) and the setup does not flag them`).toBeDefined();
        expect(r.events.at(-1)?.type).toBe('decks.check');
        expect(refused?.refusal.clauses).toEqual(expect.arrayContaining(why.clauses));
      });
      // A flagged short deck is said in the transcript, in the reader's words (the flow's `decks.short`).
      const flagged = setup.players.filter((s) => s.short !== undefined).length;
      expect(replayRuling(r).steps[0].entries.filter((e) => e.step === 'decks.short')).toHaveLength(flagged);
    });
  }
  it('a ruling still plays a deck out: a flagged short deck, drawn to its end (1-2.2)', () => {
    const outs = withDecks.filter((r) => (r.setup as { players: Side[] }).players.some((s) => s.short === 'deckOut'));
    expect(outs.some((r) => replayRuling(r).steps.some((s) => s.entries.some((e) => e.step === 'win.emptyDeck' || e.step === 'win.cannotDraw')))).toBe(true);
  });
  it('without a seed, a tactics deck under 40 cards is refused unless flagged; the flag is refused on a deck of 40 or with a seed', () => {
    const side = (tactics: unknown, more: object = {}) => ({ ...(gameFlow.defaultSetup as { players: object[] }).players[1], deck: undefined, top: undefined, tactics, ...more });
    const setup = (tactics: unknown, more: object = {}, seed?: number) => ({ ...(seed === undefined ? {} : { seed }), players: [{ ...(gameFlow.defaultSetup as { players: object[] }).players[0], top: undefined }, side(tactics, more)] });
    const says = (s: unknown) => gameSetupSchema.safeParse(s).error?.issues.map((i) => (i as { params?: { say?: string } }).params?.say);
    const six = deckCards('basic').slice(0, 6);
    expect(says(setup(six))).toEqual(['tacticsDeck']);
    expect(says(setup(six, { short: 'deckOut' }))).toBeUndefined();
    expect(says(setup(deckCards('basic'), { short: 'deckOut' }))).toEqual(['shortNotShort']);
    expect(says(setup(six, { short: 'deckOut' }, 27))).toEqual(['shortWithSeed']);
    // With a seed the deck check is the machine's (the preparation), which refuses it citing 2-3.
    expect(says(setup(six, {}, 27))).toBeUndefined();
  });
  it('a named example deck is its cards, top first, the name kept for the transcript; parsing it again gives the same position', () => {
    const parsed = gameSetupSchema.parse(gameFlow.defaultSetup);
    const first = parsed.players[0];
    expect(first.deck).toBe('basic');
    expect(first.tactics.length).toBe(Object.values(EXAMPLE_DECKS.basic.tactics).reduce((a, b) => a + b, 0));
    expect(first.tactics.slice(0, 3).map((c) => c.id)).toEqual(((gameFlow.defaultSetup as { players: { top: string[] }[] }).players[0].top).slice(0, 3));
    expect(gameSetupSchema.parse(parsed)).toEqual(parsed);
    // A deck's cards named on top take its copies: a fourth 月之草 on top of a deck of 3 is refused.
    const four = { ...gameFlow.defaultSetup as object, players: [{ ...(gameFlow.defaultSetup as { players: object[] }).players[0], top: ['moon-herb', 'moon-herb', 'moon-herb', 'moon-herb'] }, (gameFlow.defaultSetup as { players: object[] }).players[1]] };
    expect(gameSetupSchema.safeParse(four).error?.issues.map((i) => (i as { params?: { say?: string } }).params?.say)).toEqual(['topNotInDeck']);
  });
  it('the board names the example deck and says why a deck is short, in the reader’s language', () => {
    const out = withDecks.find((r) => r.ruling.id === 'a-player-who-cannot-draw-loses')!;
    const [snapshot] = initialTransition(out.flow.machine, out.setup as never);
    const page = (locale: 'zh-hant' | 'ja') => renderToString(h(FengleiGameView, { snapshot, locale, words: FLOWS['fenglei.game'].words[locale] }));
    expect(page('zh-hant')).toContain('少於 2-3 的 40 張，以便在幾個回合內示範');
    expect(page('zh-hant')).toContain('範例牌組「基本」');
    expect(page('ja')).toContain('2-3 の40枚に満たない。数ターンのうちに');
    expect(page('ja')).toContain('例のデッキ「基本」');
    expect(page('zh-hant')).not.toContain('basic');
  });
  it('a shared link carries a named deck as written, and the browser’s check turns it into its cards', async () => {
    const link = writePosition({ custom: { setup: gameFlow.defaultSetup, events: [] } });
    const read = readPosition(new URL(link, 'https://x.test/').search);
    expect(read.ok && read.position.custom?.setup).toEqual(gameFlow.defaultSetup);
    const checked = await check('fenglei.game', { setup: gameFlow.defaultSetup, events: [] }, undefined);
    expect(checked.setup).toEqual(gameSetupSchema.parse(gameFlow.defaultSetup));
    expect(link.length).toBeLessThan(3000);
  });
});
