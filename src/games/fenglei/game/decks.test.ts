/** The example decks (content/games/fenglei/decks.json): the build refuses a malformed or illegal deck, naming the file's line, the deck and the fix. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECKS_FILE, deckProblems } from './decks-check';
import { DECK_KEYS, EXAMPLE_DECKS, deckCards } from './decks';
import { whyNotDecks } from './deck';

const text = readFileSync(join(process.cwd(), DECKS_FILE), 'utf8');
const data = JSON.parse(text);
const edited = (change: (d: typeof data) => void) => {
  const d = structuredClone(data);
  change(d);
  return deckProblems(JSON.stringify(d, null, 2));
};

describe('the example decks', () => {
  it('are all legal by section 2, and the build finds no problem in the file', () => {
    expect(deckProblems(text)).toEqual([]);
    for (const key of DECK_KEYS) expect(whyNotDecks({ characters: [], tactics: deckCards(key) }, 0), key).toBeNull();
  });
  it('a deck under 40 cards fails, naming the line, the deck, the rule and the fix', () => {
    const problems = edited((d) => { d.decks.basic.tactics = { 'moon-herb': 3 }; });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/games\/fenglei\/decks\.json:\d+: deck "basic" holds 3 cards; a tactics deck holds at least 40 \(2-3\)\. Add cards or copies\.$/);
  });
  it('four copies of a name fail on that card’s line', () => {
    const problems = edited((d) => { d.decks.basic.tactics['mist'] = 4; });
    const line = JSON.stringify({ ...data, decks: { ...data.decks, basic: { ...data.decks.basic, tactics: { ...data.decks.basic.tactics, mist: 4 } } } }, null, 2).split('\n').findIndex((l) => l.includes('"mist": 4')) + 1;
    expect(problems).toEqual([`${DECKS_FILE}:${line}: deck "basic" holds 4 of "mist"; a tactics deck holds at most 3 of a name (2-3). Lower its copies.`]);
  });
  it('a card the file does not give, a card without a reader’s name, a name missing in a language, a malformed card, and a file that does not parse', () => {
    expect(edited((d) => { d.decks.basic.tactics['ghost'] = 1; }).join('\n')).toMatch(/deck "basic" holds "ghost", which "cards" does not give/);
    expect(edited((d) => { d.cards['ghost'] = { cost: 1, defense: true, effect: 'other' }; }).join('\n')).toMatch(/card "ghost" has no name readers see/);
    expect(edited((d) => { delete d.decks.forty.ja; }).join('\n')).toMatch(/decks\.forty\.ja/);
    expect(edited((d) => { d.cards['moon-herb'].effect = 'explode'; }).join('\n')).toMatch(/card "moon-herb": effect/);
    expect(deckProblems('{ "cards": ')[0]).toMatch(/^content\/games\/fenglei\/decks\.json:1: not valid YAML/);
  });
  it('every deck has its name in both languages and holds only example cards', () => {
    for (const deck of Object.values(EXAMPLE_DECKS)) {
      expect(deck['zh-hant'] && deck.ja).toBeTruthy();
      for (const id of Object.keys(deck.tactics)) expect(data.cards).toHaveProperty(id);
    }
  });
});
