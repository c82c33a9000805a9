/**
 * A position the reader writes in the setup editor is refused in the page's language, naming the
 * field as the reader sees it: never an English message, a schema's key or a count from 0.
 */
import { describe, expect, test } from 'vitest';
import { FLOWS, FLOW_SCHEMAS } from '../registry';
import { explainIssue } from './explain';
import { jsonSyntaxProblem } from './SetupEditor';
import { UI } from '../../lib/i18n/ui';
import type { Locale } from '../../lib/i18n/locales';
import { typeset as t } from '../../lib/typeset';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** Terms in Latin letters that a game's own glossary defines (ATK, HP): the rulebook's words, not English. */
const glossaryTerms = (game: string, locale: Locale): string[] =>
  (parse(readFileSync(`content/games/${game}/glossary.yaml`, 'utf8')) as Record<Locale, { term: string }>[]).map((e) => e[locale].term).filter((term) => /^[A-Za-z]+$/.test(term));

async function explain(flow: string, input: unknown, locale: Locale) {
  const parsed = FLOW_SCHEMAS[flow].setupSchema.safeParse(input, { reportInput: true });
  expect(parsed.success).toBe(false);
  const say = { at: UI[locale].sandboxProblemAt, item: UI[locale].sandboxProblemItem };
  return parsed.error!.issues.map((issue) => explainIssue(issue, locale, FLOWS[flow].words[locale], say, input, { schema: FLOW_SCHEMAS[flow].setupSchema }));
}

const unit = (id: string, owner: 0 | 1, line: number, row: 'front' | 'back', extra = {}) => ({ id, owner, line, row, atk: 3, score: 1, ...extra });

describe('a refused position, in the page’s language', () => {
  test('two units in one place: the place in words, the unit by its name', async () => {
    const board = { defender: 0, units: [unit('lancer', 1, 2, 'front'), unit('guard', 1, 2, 'front')] };
    expect(await explain('xinglingwang.defense', board, 'zh-hant')).toEqual([t('單位 › 「守衛」:後手的第 2 戰線前排有兩個單位:每個位置只能有 1 個單位。')]);
    expect(await explain('xinglingwang.defense', board, 'ja')).toEqual([t('ユニット › 「守衛」:後攻の第2戦線の前列にユニットが2体いる。1つの位置には1体しか置けない。')]);
  });

  test('an item without a name is named by its place in the list, counted from 1', async () => {
    const board = { defender: 0, units: [unit('lancer', 1, 2, 'front'), unit('', 1, 3, 'front')] };
    expect((await explain('xinglingwang.defense', board, 'ja'))[0]).toMatch(/^ユニット › 2番目 › /);
  });

  test('a rule of the flow names the unit by its name and cites the clause', async () => {
    const board = { defender: 0, units: [unit('lancer', 0, 1, 'front', { state: 'attacking' })] };
    const [zh] = await explain('xinglingwang.defense', board, 'zh-hant');
    expect(zh).toBe(t('單位 › 「槍兵」 › 狀態:槍兵是防守方自己的單位,在防守方的防守階段不會處於進攻狀態(8-2)。'));
  });

  test('a value outside what the schema takes is said in the page’s words, with the field in words', async () => {
    const [zh] = await explain('wuxing.turn', { players: 2, mode: 'solo', seats: [{}, {}] }, 'zh-hant');
    expect(zh).toBe(t('玩法:只能是 "basic"、"formal"、"theme" 其中之一，寫的是 "solo"。'));
    const [ja] = await explain('wuxing.turn', { players: 2, mode: 'solo', seats: [{}, {}] }, 'ja');
    expect(ja).toBe(t('ルール:"basic"、"formal"、"theme" のいずれかにすること。書かれているのは "solo"。'));
    const [key] = await explain('wuxing.turn', { players: 2, seats: [{}, {}], score: 4 }, 'zh-hant');
    expect(key).toBe(t('沒有這樣的欄位:"score"。'));
  });

  test('a number out of range says the whole range, what was written, and the clause when a rule sets the bound', async () => {
    const character = { id: 'aida', owner: 0, summon: 3, hp: 120, physical: { atk: 3, cost: 2 }, magic: { atk: 1, cost: 3 } };
    const position = { attacker: 0, characters: [character, { ...character, id: 'beiding', owner: 1, hp: 5 }], hands: [[], []], action: [{ turn: 8, stored: 0 }, { turn: 4, stored: 0 }] };
    expect(await explain('fenglei.attack', position, 'zh-hant')).toEqual([t('場上的角色 › 「艾妲」 › 生命值：要在 1 到 99 之間，寫的是 120（9-6）。')]);
    expect(await explain('fenglei.attack', position, 'ja')).toEqual([t('場のキャラクター › 「アイダ」 › ライフ：1〜99にすること。書かれているのは 120（9-6）。')]);
  });

  test('a field named in Latin letters (ATK) is followed by a full-width colon, as every field is', async () => {
    const position = structuredClone(FLOWS['masters-and-pieces.combat'].defaultSetup) as { pieces: { atk: number }[] };
    position.pieces[0].atk = 1.5;
    for (const locale of ['zh-hant', 'ja'] as const) {
      const [problem] = await explain('masters-and-pieces.combat', position, locale);
      expect(problem).toMatch(/ › ATK：/);
      expect(problem).not.toMatch(/ATK:/);
    }
  });

  test('a rule a position breaks is a sentence with its clause, not the schema’s key', async () => {
    const position = { round: 1, initiative: 0, mana: [12, 10], channeling: [9, 9], creatures: [{ id: 'mage', owner: 0, kind: 'mage', zone: [1, 2] }, { id: 'rival', owner: 1, kind: 'mage', zone: [4, 2] }] };
    expect(await explain('mage-wars.round', position, 'zh-hant')).toEqual([t('法力 › 第 1 項：第 1 回合開始時，每位法師的法力都是 10 點（1-5），玩家 1 卻是 12 點：改成 10，或把回合改為第 2 回合以後。')]);
    expect(await explain('mage-wars.round', position, 'ja')).toEqual([t('マナ › 1番目：第1ラウンドの開始時、どのメイジもマナは10（1-5）だが、プレイヤー1は12。10にするか、ラウンドを2以降にする。')]);
  });

  test('one of the site’s example cards keeps the kind its name says: a 火球 is no piece', async () => {
    const [zh] = await explain('masters-and-pieces.turn', { turn: 0, masters: [{ hand: [{ id: 'fireball', kind: 'piece' }] }, {}] }, 'zh-hant');
    expect(zh).toBe(t('主帥 › 第 1 項 › 手牌 › 「火球」 › 種類:火球在本站的範例中是法術卡;要用另一種卡,請換一個名稱。'));
  });

  test('a master at 0 life is refused as having lost already (1-3.1), as a 五行 team at 0 is (7-1), not with the schema’s minimum', async () => {
    const [zh] = await explain('masters-and-pieces.turn', { turn: 0, masters: [{ life: 0 }, {}] }, 'zh-hant');
    expect(zh).toMatch(/生命為 0 以下的主帥已經落敗（1-3.1）/);
    const ja = await explain('masters-and-pieces.combat', { pieces: [], masters: [{ owner: 0, square: [3, 1], life: -2 }] }, 'ja');
    expect(ja).toContainEqual(expect.stringMatching(/ライフが0以下のマスターはすでに敗北している（1-3.1）/));
  });

  test('a 五行 card written wrong says how a card is written', async () => {
    const [ja] = await explain('wuxing.turn', { players: 2, seats: [{ hand: ['金9'] }, {}] }, 'ja');
    expect(ja).toBe(t('座席 › 1番目 › 手札 › 1番目:札は「金3」の形で書く。金・木・水・火・土のいずれか、続けてレベル1〜5。'));
  });

  test('no refusal of any flow reads in English', async () => {
    const bad: Record<string, unknown> = {
      'masters-and-pieces.combat': {
        turn: 2,
        pieces: [
          { id: 'a b', owner: 0, square: [3, 1], atk: -1, hp: 0, move: { directions: [], range: 0 } },
          { id: 'wolf', owner: 1, square: [2, 2], atk: 1, hp: 1, move: { directions: ['up'], range: 1 } },
          { id: 'wolf', owner: 1, square: [2, 2], atk: 1, hp: 1, move: { directions: ['f'], range: 1 } },
        ],
      },
      'fenglei.attack': {
        attacker: 2,
        characters: [{ id: 'a b', owner: 0, summon: 12, hp: 0, physical: { atk: -1, cost: 1 }, magic: { atk: 1 }, rage: 0 }, { id: 'aida', owner: 0, summon: 1, hp: 5, physical: { atk: 1, cost: 1 }, magic: { atk: 1, cost: 1 } }, { id: 'aida', owner: 0, summon: 1, hp: 5, physical: { atk: 1, cost: 1 }, magic: { atk: 1, cost: 1 } }],
        hands: [[{ id: 'moon-herb', cost: 1, rage: 2, defense: 'yes', effect: 'heal' }], []],
        action: [{ turn: -1, stored: 0 }, { turn: 4 }],
      },
      'fenglei.game': {
        reading: 'some',
        players: [
          { characters: [{ id: 'aida', summon: 3, hp: 5, physical: { atk: 1, cost: 1 }, magic: { atk: 1, cost: 1 } }, { id: 'kenuduo', summon: 2, hp: 5, physical: { atk: 1, cost: 1 }, magic: { atk: 1, cost: 1 }, legendary: true }], tactics: Array.from({ length: 4 }, () => ({ id: 'war-cry', cost: 1, defense: false, effect: 'other' })) },
          { characters: [{ id: 'aida', summon: 3, hp: 5, physical: { atk: 1, cost: 1 }, magic: { atk: 1, cost: 1 } }], tactics: [{ id: 'x', effect: 'zap' }] },
        ],
      },
      'mage-wars.attack': {
        creatures: [{ id: 'a b', owner: 2, zone: [9, 9], life: 0 }, { id: 'x', owner: 0, zone: [1, 1], life: 3, damage: 5, guard: true, flying: true }, { id: 'x', owner: 1, zone: [1, 1], life: 3 }],
        attacker: 'nobody',
        attack: { kind: 'melee', dice: 0, zone: true, sweeping: true, range: [3, 1] },
      },
      'mage-wars.casting': {
        things: [{ id: 'a b', owner: 2, zone: [9, 9], kind: 'wizard', mana: -1 }, { id: 'f', owner: 0, zone: [1, 1], kind: 'familiar' }, { id: 'f', owner: 1, zone: [1, 1], kind: 'mage' }],
        caster: 'f',
        spell: { id: 'bolt', type: 'attack', cost: -2, range: [3, 1], target: 'creature', action: 'quick', bound: true },
        boundCast: 'yes',
        reading: 'other',
      },
      'mage-wars.round': {
        round: 0, initiative: 2, mana: [-1, 5], channeling: [9],
        creatures: [{ id: 'a b', owner: 0, kind: 'wizard' }, { id: 'm', owner: 1, kind: 'mage' }, { id: 'm', owner: 1, kind: 'mage' }],
        upkeep: [{ id: 'zzz', owner: 0, effect: 'poison' }],
      },
      'mage-wars.reveal': {
        initiative: 3, mana: [-1, 2], creature: { id: 'knight', owner: 0 },
        enchantments: [{ id: 'knight', owner: 0, on: 'orc', reveal: -2, red: 'swim' }],
        toCast: { id: 'a b', on: 'orc', reveal: 1 },
      },
      'mage-wars.spellbook': {
        mage: { trained: ['holy', 'light'], opposed: ['holy'] }, budget: 0,
        spells: [{ id: 'a b', levels: { holy: 9 } }, { id: 'heal', levels: {} }, { id: 'heal', levels: { war: 1 }, epic: 'yes' }],
        book: { heal: 9, nothing: 1 },
      },
      'mage-wars.prepare': {
        mages: [{ id: 'sage', channeling: -1, life: 0, trained: ['holy', 'light'], opposed: ['holy'] }, { id: 'sage', channeling: 9, life: 30, trained: [] }],
        books: [{ preset: 'yes', spells: [{ id: 'heal', levels: {}, copies: 1 }, { id: 'heal', levels: { holy: 1 }, copies: -1 }] }],
        seed: -1,
      },
      'masters-and-pieces.prepare': { seed: -1, decks: [[{ id: 'a b', kind: 'trap', copies: 0 }], [{ id: 'fireball', kind: 'piece', copies: 41 }]] },
      'masters-and-pieces.priority': { turn: 3, phase: 'battle', mana: [-1, 2], masterMoved: 'yes' },
      'masters-and-pieces.turn': { turn: 0, number: 0, masters: [{ life: 0, hand: [{ id: 'wolf', kind: 'trap' }] }, {}], pieces: [{ id: 'a', owner: 0 }, { id: 'a', owner: 1 }] },
      'wuxing.turn': { players: 4, life: [0, 999], current: 7, seats: [{ hand: ['金1', '金1', '金1', '金1', '金1', '金1'] }] },
      'xinglingwang.defense': { defender: 1, units: [unit('a b', 1, 9, 'front', { state: 'attacking', combined: true, keywords: ['sneak'] })] },
      'xinglingwang.prepare': { seed: -1, traveller: { atk: -1, score: 1 }, players: [{ deck: ['nothing'] }, { deck: 'none' }] },
      'xinglingwang.declare': { attacker: 2, units: [unit('lancer', 0, 1, 'front'), unit('lancer', 0, 1, 'front')] },
      'xinglingwang.turn': {
        turn: 1,
        traveller: { atk: 1, score: 1 },
        players: [{ hand: [{ id: 'x', atk: 1, score: 1, redStar: 1, blueStar: true }] }, {}],
        units: [unit('x', 0, 1, 'front', { state: 'attacking' })],
        starLinesFlipped: 2,
        earlyEnd: [{ player: 0, condition: 'score' }, { player: 0, condition: 'units' }],
      },
    };
    expect(Object.keys(bad).sort()).toEqual(Object.keys(FLOWS).sort());
    for (const [flow, input] of Object.entries(bad)) {
      for (const locale of ['zh-hant', 'ja'] as const) {
        const problems = await explain(flow, input, locale);
        expect(problems.length, flow).toBeGreaterThan(1);
        // A quoted value (the reader's own: "…" or a name 「…」), JSON's true and false and the game's own
        // Latin-letter terms are as they are; anything else in Latin letters would be English.
        const terms = glossaryTerms(FLOWS[flow].game, locale);
        const plain = (p: string) => terms.reduce((text, term) => text.replaceAll(term, ''), p.replace(/"[^"]*"|「[^」]*」/g, '').replace(/\b(?:true|false)\b/g, ''));
        for (const p of problems) expect(plain(p), `${flow} ${locale}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });
});

test('a JSON syntax error says where, from the browser’s line and column or its position', () => {
  const s = UI['zh-hant'];
  expect(jsonSyntaxProblem('Expected property name or \'}\' in JSON at position 2 (line 1 column 3)', '{ x', s)).toBe(t('JSON 的寫法有誤(第 1 行第 3 字附近),局面未變更。'));
  expect(jsonSyntaxProblem('Unexpected token } in JSON at position 5', '{\n "a"}', s)).toBe(t('JSON 的寫法有誤(第 2 行第 4 字附近),局面未變更。'));
  expect(jsonSyntaxProblem('Unexpected end of JSON input', '{', s)).toBe(t('JSON 的寫法有誤,局面未變更。'));
});
