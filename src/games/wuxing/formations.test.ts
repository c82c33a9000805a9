import { describe, expect, it } from 'vitest';
import { notationBreaks, notationCount, type Notation } from './formations';
import { cardSchema, wuxingSetupSchema } from './turn/setup';
import { fill } from '../../engine/words';
import { NOTATION_TEMPLATE, notationValues } from './formations';
import { wuxingTurnWords } from './turn/words';

const cards = (...labels: string[]) => labels.map((l) => cardSchema.parse(l));
/** What is wrong with these cards shown for this notation, the rest of the hand being `left`. */
const breaks = (notation: Notation, shown: string[], left: string[] = []) => notationBreaks(notation, cards(...shown), cards(...left));

const METAL: Notation = [{ kind: 'elements', elements: ['metal'] }];
const WWMF: Notation = [{ kind: 'elements', elements: ['wood', 'wood', 'metal', 'fire'] }];
const CHAIN3: Notation = [{ kind: 'shengChain', count: 3 }];
const SAME5: Notation = [{ kind: 'sameLevelCards', count: 5 }];
const METAL_SAME: Notation = [{ kind: 'elements', elements: ['metal'] }, { kind: 'sameLevel' }];
const FIVES: Notation = [{ kind: 'levels', levels: [5, 5, 5] }];
const WATER_REST: Notation = [{ kind: 'elements', elements: ['water', 'water'] }, { kind: 'restOfHand' }];

describe('the cards shown against a casting notation (2-4.6)', () => {
  it('「金」 is one 金行 card (2-4.6b): 木3 is not, nor are two cards', () => {
    expect(breaks(METAL, ['金3'])).toEqual([]);
    expect(breaks(METAL, ['木3'])).toEqual(['2-4.6b']);
    expect(breaks(METAL, ['金3', '金4'])).toEqual(['2-4.6b']);
  });
  it('「木木金火」 is those elements in any order and any levels (2-4.6c)', () => {
    expect(breaks(WWMF, ['火5', '木1', '金2', '木4'])).toEqual([]);
    expect(breaks(WWMF, ['火5', '木1', '金2', '水4'])).toEqual(['2-4.6c']);
  });
  it('「3 張牌連續相生」 runs round the 相生 order, 土 on to 金 (2-4.6d, 2-6.2)', () => {
    expect(breaks(CHAIN3, ['水1', '金4', '木2'])).toEqual([]);
    expect(breaks(CHAIN3, ['土2', '金4', '水1'])).toEqual([]);
    expect(breaks(CHAIN3, ['金3', '水2', '火5']), '金水 then 火 skips 木').toEqual(['2-4.6d']);
    expect(breaks(CHAIN3, ['金3', '水2', '金5']), 'an element twice is no run of 3').toEqual(['2-4.6d']);
  });
  it('「5 張同級牌」: one card of another level breaks it (2-4.6e)', () => {
    expect(breaks(SAME5, ['金2', '木2', '水2', '火2', '土2'])).toEqual([]);
    expect(breaks(SAME5, ['金2', '木2', '水2', '火2', '土3'])).toEqual(['2-4.6e']);
  });
  it('「金+同級牌」: the second card is of the 金行 card’s level, any element (2-4.6f)', () => {
    expect(breaks(METAL_SAME, ['木3', '金3'])).toEqual([]);
    expect(breaks(METAL_SAME, ['金3', '水2'])).toEqual(['2-4.6f']);
    expect(breaks(METAL_SAME, ['木3', '木3']), 'the levels match, but there is no 金行 card').toEqual(['2-4.6b']);
    expect(breaks(METAL_SAME, ['木3', '水2']), 'neither part alone would fit').toEqual(['2-4.6b', '2-4.6f']);
  });
  it('「555」 is 3 cards of level 5 (2-4.6g)', () => {
    expect(breaks(FIVES, ['火5', '土5', '水5'])).toEqual([]);
    expect(breaks(FIVES, ['火5', '土5', '水4'])).toEqual(['2-4.6g']);
  });
  it('「水水+其他所有手牌」 takes the whole hand (2-4.6h)', () => {
    expect(breaks(WATER_REST, ['水1', '金4', '水3', '火2'])).toEqual([]);
    expect(breaks(WATER_REST, ['水1', '水3'])).toEqual([]);
    expect(breaks(WATER_REST, ['水1', '水3'], ['金3']), 'a card left in the hand').toEqual(['2-4.6h']);
    expect(breaks(WATER_REST, ['水1', '金3', '火2']), 'one 水行 card only').toEqual(['2-4.6c']);
  });
  it('2-4.6h’s reading is a setup field: none besides the 2 水 is enough by default (its note), and only the two readings are accepted', () => {
    const base = { players: 2, seats: [{ hand: ['水1'] }, { hand: ['木1'] }] };
    expect(wuxingSetupSchema.parse(base).restOfHand).toBe('orNone');
    expect(wuxingSetupSchema.parse({ ...base, restOfHand: 'atLeastOne' }).restOfHand).toBe('atLeastOne');
    expect(wuxingSetupSchema.safeParse({ ...base, restOfHand: 'two' }).success).toBe(false);
  });
});

describe('a formation’s count (2-4.5)', () => {
  it('is the cards its notation names, or 非固定張數 with 其他所有手牌 however many it is cast with (2-4.5a, 2-4.5b)', () => {
    expect(notationCount(WWMF)).toBe(4);
    expect(notationCount(METAL_SAME)).toBe(2);
    expect(notationCount(SAME5)).toBe(5);
    expect(notationCount(WATER_REST)).toBe('variable');
  });
  const setup = (formation: object) => ({ players: 2, seats: [{ hand: ['金3'] }, { hand: ['水1'] }], formations: [{ name: '甲', category: 'metal', ...formation }] });
  const said = (formation: object) => {
    const r = wuxingSetupSchema.safeParse(setup(formation));
    return r.success ? [] : r.error.issues.map((i) => (i as { params?: { say?: string } }).params?.say);
  };
  it('a count the setup gives must be the notation’s, and 非固定張數 only with 其他所有手牌', () => {
    expect(said({ notation: WWMF, count: 4 })).toEqual([]);
    expect(said({ notation: WWMF, count: 3 })).toEqual(['formationCount']);
    expect(said({ notation: WWMF, count: 'variable' })).toEqual(['formationCount']);
    expect(said({ notation: WATER_REST, count: 'variable' })).toEqual([]);
    expect(said({ notation: WATER_REST, count: 2 })).toEqual(['formationCount']);
  });
  it('a notation is of at most 5 cards; 同級牌 follows one card; 其他所有手牌 comes last', () => {
    expect(said({ notation: [{ kind: 'sameLevelCards', count: 5 }, { kind: 'elements', elements: ['metal'] }] })).toEqual(['notationMax']);
    expect(said({ notation: [{ kind: 'sameLevel' }] })).toEqual(['sameLevelAfter']);
    expect(said({ notation: [{ kind: 'elements', elements: ['metal', 'wood'] }, { kind: 'sameLevel' }] })).toEqual(['sameLevelAfter']);
    expect(said({ notation: [{ kind: 'restOfHand' }, { kind: 'elements', elements: ['water'] }] })).toEqual(['restOfHandLast']);
  });
  it('two formations of one name are refused: an action names its formation', () => {
    const r = wuxingSetupSchema.safeParse({ ...setup({ notation: METAL }), formations: [{ name: '甲', category: 'metal', notation: METAL }, { name: '甲', category: 'wood', notation: METAL }] });
    expect(r.success).toBe(false);
  });
});

describe('a notation as the reader reads it: the rulebook’s written form, in each language', () => {
  const write = (notation: Notation, locale: 'zh-hant' | 'ja') => fill(NOTATION_TEMPLATE, notationValues(notation), wuxingTurnWords[locale].tables);
  it.each([
    [METAL, '金', '金'],
    [WWMF, '木木金火', '木木金火'],
    [CHAIN3, '3 張牌連續相生', '3枚連続相生'],
    [SAME5, '5 張同級牌', '5枚同級札'],
    [METAL_SAME, '金+同級牌', '金+同級札'],
    [FIVES, '555', '555'],
    [WATER_REST, '水水+其他所有手牌', '水水+その他すべての手札'],
  ] as const)('%j → 「%s」「%s」', (notation, zh, ja) => {
    expect(write(notation as Notation, 'zh-hant')).toBe(zh);
    expect(write(notation as Notation, 'ja')).toBe(ja);
  });
});
