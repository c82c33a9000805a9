/**
 * Bad ruling input never passes silently (issue 9's probes, kept as regressions): every ruling
 * must check something, unknown or dropped keys are refused, schema problems say what is allowed
 * in the judge's language (the command's --locale: 繁體中文 by default, 日本語), naming the field in
 * words, steps counted from 1, a broken rule by its clause (issue 28),
 * events that can never be valid are refused before replay, a position the rules cannot reach is
 * refused naming the clause, and a long line replays in linear time and memory up to a limit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { getSite } from '../../lib/content';
import { FLOWS, FLOW_SCHEMAS } from '../registry';
import { MAX_EVENTS } from '../input';
import { runFlow } from '../run';
import type { Log } from '../log';
import { clauseExistsIn } from './load';
import { checkRuling, replayRuling, RulingInvalid } from './replay';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { RULING_MESSAGES } from '../../lib/i18n/ruling-messages';

const site = getSite();
const SHIELD = readFileSync('content/rulings/wuxing/attack-into-shield.yaml', 'utf8');
const FILE = 'probe/attack-into-shield.yaml';

/** The problems checkRuling names (in `locale`, by default the command's 繁體中文), or [] when the file is valid. */
function problemsOf(text: string, locale?: Locale, file = FILE): string[] {
  try {
    checkRuling(text, file, clauseExistsIn(site), locale);
    return [];
  } catch (error) {
    if (error instanceof RulingInvalid) return error.problems;
    throw error;
  }
}
const replayed = (text: string) => replayRuling(checkRuling(text, FILE, clauseExistsIn(site)));

/** A project ruling's text, edited. */
const ruling = (game: string, id: string, edit: (text: string) => string) => ({ text: edit(readFileSync(`content/rulings/${game}/${id}.yaml`, 'utf8')), file: `probe/${id}.yaml` });
/** The problems of an edited project ruling in both languages. */
const both = (game: string, id: string, edit: (text: string) => string) => {
  const { text, file } = ruling(game, id, edit);
  return { zh: problemsOf(text, 'zh-hant', file), ja: problemsOf(text, 'ja', file) };
};

describe('a ruling must check something, with keys that mean something', () => {
  it('refuses an empty expectation', () => {
    const edit = (t: string) => t.replace(/expect:[\s\S]*/, 'expect: {}\n');
    expect(both('wuxing', 'attack-into-shield', edit)).toEqual({
      zh: ['預期結果（expect）：裁定範例一定要預期某件事：最後一步之後局面的一部分（expect），或規則不允許的最後一步（refused: [條文]）。'],
      ja: ['期待される結果（expect）：裁定例は何かを期待しなければならない。最後のステップの後の局面の一部（expect）か、ルール上できない最後のステップ（refused: [条項]）。'],
    });
  });
  it('refuses data nested hundreds or thousands deep by what it is, without overflowing the stack', () => {
    const deep = (n: number) => SHIELD.replace(/expect:[\s\S]*/, `expect:\n  life: ${'['.repeat(n)}${']'.repeat(n)}\n`);
    expect(problemsOf(deep(500))).toEqual(['這個檔案的清單或對照表巢狀超過 100 層；一則裁定範例只需要幾層。請檢查括號。']);
    // Deeper still, the YAML reader itself gives up: said the same way, in the command's language, not as the stack's overflow.
    expect(problemsOf(deep(5000))).toEqual(['這個檔案的清單或對照表巢狀超過 100 層；一則裁定範例只需要幾層。請檢查括號。']);
    expect(problemsOf(deep(5000), 'ja')).toEqual(['このファイルはリストやマップの入れ子が100段を超えている。裁定例に必要なのは数段だけ。括弧を確かめること。']);
  });
  it('says a YAML syntax error in the command’s language, with its line and column, never the YAML library’s English', () => {
    const duplicate = SHIELD.replace(/^game: wuxing$/m, 'game: wuxing\ngame: wuxing');
    expect(problemsOf(duplicate)).toEqual(['第 3 行第 1 字不是有效的 YAML：同一層有兩個相同的鍵。請檢查縮排與括號；含有「: 」、「 #」或以符號開頭的值請加上引號。']);
    expect(problemsOf(duplicate, 'ja')).toEqual(['3行目の1文字目が有効な YAML ではない：同じ階層に同じキーが2つある。インデントと括弧を確かめ、「: 」「 #」を含む値や記号で始まる値は引用符で囲むこと。']);
    expect(problemsOf(SHIELD.replace(/^game: wuxing$/m, 'game: [wuxing'))[0]).toMatch(/^第 [23] 行第 \d+ 字不是有效的 YAML：縮排、括號或引號不對。/);
    expect(problemsOf(SHIELD.replace(/^game: wuxing$/m, 'game: *nowhere'))[0]).toMatch(/^第 \d+ 行第 \d+ 字不是有效的 YAML：別名（\*名稱）指向不存在的錨點，或用得太多。/);
    // A "billion laughs" file: refused, not expanded.
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n${SHIELD}`;
    expect(problemsOf(bomb)[0]).toMatch(/別名（\*名稱）指向不存在的錨點，或用得太多/);
    for (const problem of [...problemsOf(duplicate), ...problemsOf(bomb, 'ja')]) expect(problem).not.toMatch(/[A-Za-z]{4,} [a-z]{3,}/);
  });
  it('refuses __proto__ (which a schema would drop) instead of passing with nothing expected', () => {
    expect(both('wuxing', 'attack-into-shield', (t) => t.replace(/expect:[\s\S]*/, 'expect:\n  __proto__: { life: [1, 1] }\n'))).toEqual({
      zh: ['預期結果（expect） › __proto__：JavaScript 會特別處理這個鍵，讀入時會被丟掉，所以不接受；請刪去。'],
      ja: ['期待される結果（expect） › __proto__：JavaScript が特別に扱うキーで、読み込むと消えてしまうので受け付けない。削除すること。'],
    });
  });
  it('names an unknown expectation and the keys it may use', () => {
    expect(both('wuxing', 'attack-into-shield', (t) => t.replace('expect:', 'expect:\n  lief: [1, 1]'))).toEqual({
      zh: ['預期結果（expect）：沒有這樣的欄位："lief"。可用的欄位：state、current、life、shields、hands、passives、faceUp、lasting、drawn、deckTop、deckCount、discardPile、result。'],
      ja: ['期待される結果（expect）：このような欄はない："lief"。使える欄：state、current、life、shields、hands、passives、faceUp、lasting、drawn、deckTop、deckCount、discardPile、result。'],
    });
  });
});

describe('schema problems say what is allowed, in the judge’s language, naming the field in words', () => {
  it('an odd player count, citing the clause (1-1.2: an even number)', () => {
    expect(both('wuxing', 'attack-into-shield', (t) => t.replace('players: 2', 'players: 3'))).toEqual({
      zh: ['初始局面（setup） › 人數：玩家人數必須為偶數（1-1.2），3 人不是。', '初始局面（setup） › 座位：3 人遊戲需要 3 個座位，目前有 2 個。'],
      ja: ['初期局面（setup） › 人数：プレイヤーの人数は偶数でなければならない（1-1.2）。3人は偶数ではない。', '初期局面（setup） › 座席：3人戦には3つの座席が必要だが、2つある。'],
    });
  });
  it('an unknown event type lists the known ones', () => {
    const { zh, ja } = both('wuxing', 'attack-into-shield', (t) => t.replace('type: action.attack', 'type: action.atack'));
    expect(zh[0]).toMatch(/^第 1 步 › 事件（event） › 事件種類（type）：只能是 "recover\.take"、.*"turn\.end" 其中之一，寫的是 "action\.atack"。$/);
    expect(ja[0]).toMatch(/^ステップ1 › イベント（event） › イベントの種類（type）："recover\.take"、.*"turn\.end" のいずれかにすること。書かれているのは "action\.atack"。$/);
  });
  it('a hand position named twice can never be valid: refused before replay', () => {
    expect(both('wuxing', 'attack-into-shield', (t) => t.replace('cards: [0, 1]', 'cards: [0, 0]'))).toEqual({
      zh: ['第 1 步 › 事件（event） › 牌：同一張手牌被指定了兩次：每張牌只能指定一次。'],
      ja: ['ステップ1 › イベント（event） › 札：同じ手札が2回指定されている。1枚につき1回だけ指定すること。'],
    });
  });
  it('a ruling longer than the limit is refused, saying the limit', () => {
    const steps = Array.from({ length: MAX_EVENTS + 1 }, () => '  - event: { type: step.continue }').join('\n');
    expect(both('wuxing', 'attack-into-shield', (t) => t.replace(/steps:[\s\S]*?\nexpect:/, `steps:\n${steps}\nexpect:`))).toEqual({
      zh: [expect.stringMatching(new RegExp(`^步驟（steps）：共 ${MAX_EVENTS + 1} 步；一則裁定範例最多 ${MAX_EVENTS} 步。`))],
      ja: [expect.stringMatching(new RegExp(`^ステップ（steps）：${MAX_EVENTS + 1}ステップある。1つの裁定例は${MAX_EVENTS}ステップまで。`))],
    });
  });
  it('the file’s own fields are named in words too; a step is counted from 1 whichever rule finds it', () => {
    // A missing note (a problem of the file's schema) and a refused step that is not the last (a rule of it): both say step 1.
    const text = readFileSync('content/rulings/xinglingwang/attack-once-per-turn.yaml', 'utf8');
    const noNote = text.replace(/    ja: .*\n/, '');
    expect(problemsOf(noNote, 'zh-hant', 'probe/attack-once-per-turn.yaml')).toEqual(['第 1 步 › 註解（note） › 日本語：此欄必須填寫。']);
    expect(problemsOf(noNote, 'ja', 'probe/attack-once-per-turn.yaml')).toEqual(['ステップ1 › 注（note） › 日本語：この欄は必須。']);
    const notLast = text.replace('  note:\n    zh-hant: 槍兵前方有守衛', '  refused: [11-1]\n  note:\n    zh-hant: 槍兵前方有守衛');
    expect(problemsOf(notLast, 'zh-hant', 'probe/attack-once-per-turn.yaml')).toEqual(['第 1 步 › 禁止的條文（refused）：只有最後一步可以是規則不允許的步驟。']);
    expect(problemsOf(notLast, 'ja', 'probe/attack-once-per-turn.yaml')).toEqual(['ステップ1 › 禁止する条項（refused）：ルール上できないステップにできるのは最後のステップだけ。']);
    for (const p of [...problemsOf(noNote), ...problemsOf(notLast)]) expect(p).not.toMatch(/steps\.\d/);
  });
  it('YAML’s .inf and .nan are said as what they are, not as null', () => {
    expect(both('mage-wars', 'a-guard-is-a-quick-action-and-stays-until-activated', (t) => t.replace('"mana": [5, 5]', '"mana": [.inf, .nan]'))).toEqual({
      zh: ['初始局面（setup） › 法力 › 第 1 項：應為有限的數字，寫的是 .inf（無限大）。', '初始局面（setup） › 法力 › 第 2 項：應為有限的數字，寫的是 .nan（不是數字）。'],
      ja: ['初期局面（setup） › マナ › 1番目：有限の数値にすること。書かれているのは .inf（無限大）。', '初期局面（setup） › マナ › 2番目：有限の数値にすること。書かれているのは .nan（数値ではない）。'],
    });
  });
  it('a number out of range says the range in words, and the clause when a rule sets it (風雷卡牌 9-6: HP at most 99)', () => {
    const hp = both('fenglei', 'a-rage-card-is-paid-from-one-character', (t) => t.replace(/"hp": \d+/, '"hp": 120'));
    expect(hp).toEqual({ zh: ['初始局面（setup） › 場上的角色 › 「艾妲」 › 生命值：要在 1 到 99 之間，寫的是 120（9-6）。'], ja: ['初期局面（setup） › 場のキャラクター › 「アイダ」 › ライフ：1〜99にすること。書かれているのは 120（9-6）。'] });
    // An event's field: the option its type picks.
    expect(both('mage-wars', 'a-guard-is-a-quick-action-and-stays-until-activated', (t) => t.replace('{"type": "plan", "player": 0, "spells": 2}', '{"type": "plan", "player": 0, "spells": 120}'))).toEqual({
      zh: ['第 1 步 › 事件（event） › 法術的數量：要在 0 到 99 之間，寫的是 120。'],
      ja: ['ステップ1 › イベント（event） › 呪文の数：0〜99にすること。書かれているのは 120。'],
    });
    // A bound that is the sandbox's, not a rule's, says the range without a clause.
    expect(both('mage-wars', 'a-guard-is-a-quick-action-and-stays-until-activated', (t) => t.replace('"channeling": [9, 9]', '"channeling": [120, 9]'))).toEqual({
      zh: ['初始局面（setup） › 法力回復量 › 第 1 項：要在 0 到 99 之間，寫的是 120。'],
      ja: ['初期局面（setup） › チャネリング › 1番目：0〜99にすること。書かれているのは 120。'],
    });
  });
});

describe('a rule a position breaks is said as a sentence with its clause, never as the schema’s key', () => {
  it('Mage Wars: every mage has 10 mana when round 1 begins (1-5)', () => {
    expect(both('mage-wars', 'a-guard-is-a-quick-action-and-stays-until-activated', (t) => t.replace('"round": 3', '"round": 1').replace('"mana": [5, 5]', '"mana": [12, 10]'))).toEqual({
      zh: ['初始局面（setup） › 法力 › 第 1 項：第 1 回合開始時，每位法師的法力都是 10 點（1-5），玩家 1 卻是 12 點：改成 10，或把回合改為第 2 回合以後。'],
      ja: ['初期局面（setup） › マナ › 1番目：第1ラウンドの開始時、どのメイジもマナは10（1-5）だが、プレイヤー1は12。10にするか、ラウンドを2以降にする。'],
    });
  });
  it('Mage Wars: a creature whose damage has reached its life is destroyed already (7-3, the site’s reading)', () => {
    expect(both('mage-wars', 'armor-and-critical-damage', (t) => t.replace(/("life": (\d+))/, '$1, "damage": $2'))).toEqual({
      zh: ['初始局面（setup） › 生物 › 「騎士」 › 已受傷害：騎士受到的傷害已達生命值：它已被消滅，不在場上（7-3，本站解讀）。請把已受傷害改為小於生命值。'],
      ja: ['初期局面（setup） › クリーチャー › 「騎士」 › 受けたダメージ：騎士のダメージはすでにライフに達している。破壊されていて場にいない（7-3、当サイトの解釈）。受けたダメージをライフより小さくする。'],
    });
  });
  it('風雷卡牌: a player with no character on the field has lost (1-2.1); a name used twice', () => {
    expect(both('fenglei', 'a-rage-card-is-paid-from-one-character', (t) => t.replace(/"owner": 1/g, '"owner": 0'))).toEqual({
      zh: ['初始局面（setup） › 場上的角色：玩家 2 場上沒有角色：遊戲已經結束（1-2.1）。'],
      ja: ['初期局面（setup） › 場のキャラクター：プレイヤー2の場にキャラクターがいない。ゲームはもう終わっている（1-2.1）。'],
    });
    expect(both('fenglei', 'a-rage-card-is-paid-from-one-character', (t) => t.replace('"id": "hulun"', '"id": "aida"'))).toEqual({
      zh: ['初始局面（setup） › 場上的角色 › 「艾妲」 › 名稱：艾妲出現不只一次：每個角色要有自己的名稱。'],
      ja: ['初期局面（setup） › 場のキャラクター › 「アイダ」 › 名前：アイダが2回以上出てくる。キャラクターにはそれぞれ別の名前が要る。'],
    });
  });
  it('五行: a team at 0 life has lost (7-1), so the sandbox does not play on', () => {
    for (const [life, count] of [['[0, 100]', 1], ['[100, 0]', 1], ['[0, 0]', 2]] as const) {
      const { zh, ja } = both('wuxing', 'attack-into-shield', (t) => t.replace('players: 2', `players: 2\n  life: ${life}`));
      expect(zh).toEqual(Array(count).fill(expect.stringMatching(/^初始局面（setup） › 生命 › 第 \d 項：生命為 0 的隊伍已經落敗，遊戲已結束（7-1、7-1\.1）/)));
      expect(ja).toEqual(Array(count).fill(expect.stringMatching(/^初期局面（setup） › ライフ › \d番目：ライフ0のチームはすでに敗北しており、ゲームは終わっている（7-1、7-1\.1）/)));
    }
    expect(problemsOf(SHIELD.replace('players: 2', 'players: 2\n  life: [1, 1]'))).toEqual([]);
  });
});

/** The custom problems (`say`) a schema module and the modules it imports can raise, read from their source. */
function customCodes(schemaFile: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !existsSync(file)) return;
    files.add(file);
    for (const [, rel] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) visit(join(dirname(file), rel.endsWith('.ts') ? rel : `${rel}.ts`));
  };
  visit(schemaFile);
  const codes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, code] of text.matchAll(/\bsay: '(\w+)'/g)) codes.add(code);
    for (const [, code] of text.matchAll(/\bproblem\(\s*\[[^\]]*\]\s*,\s*'(\w+)'/g)) codes.add(code);
    // A machine's refusal reused as a problem (風雷卡牌's decks: `why.step.replace('refuse.', '')`): each refusal the function can give.
    for (const [, fn] of text.matchAll(/const why = (\w+)\([\s\S]*?step\.replace\('refuse\.', ''\)/g)) {
      for (const other of files) {
        const body = /export function (\w+)[\s\S]*?\n\}\n/.exec(readFileSync(other, 'utf8').slice(readFileSync(other, 'utf8').indexOf(`export function ${fn}(`)))?.[0];
        if (readFileSync(other, 'utf8').includes(`export function ${fn}(`) && body) for (const [, code] of body.matchAll(/'refuse\.(\w+)'/g)) codes.add(code);
      }
    }
  }
  return [...codes];
}

describe('every custom problem a schema can raise has a sentence in both languages', () => {
  it('each flow’s schemas (and what they import): the flow’s `problem` table', () => {
    const missing: string[] = [];
    let found = 0;
    for (const flow of Object.values(FLOWS)) {
      const codes = customCodes(`${flow.folder}schemas.ts`);
      found += codes.length;
      for (const code of codes) for (const l of LOCALES) if (!flow.words[l].tables.problem?.[code]?.trim()) missing.push(`${flow.folder}words.ts (${l}): problem.${code}`);
    }
    // The reading of the sources finds the codes (firstRoundMana, twoIds, noCharacter, destroyedAlready …).
    expect(found).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
  it('the ruling file’s own schema: src/lib/i18n/ruling-messages.ts', () => {
    const codes = customCodes('src/engine/rulings/schema.ts');
    // With the practice block's own (practice-schema.ts, issue 44).
    expect(codes.sort()).toEqual(['expectNothing', 'practiceAllowedKind', 'practiceBoth', 'practiceNoCheck', 'practiceOneRight', 'practiceValueKind', 'practiceWhy', 'refusedNotLast', 'slug']);
    for (const code of codes) for (const l of LOCALES) expect(RULING_MESSAGES[l].problem[code], `${l} ${code}`).toBeTruthy();
  });
});

describe('events that do not fit the position are refused with the rule and the reason', () => {
  it('a hand position past the hand (2-4.1: a formation is made of hand cards; the hand holds 3)', () => {
    const run = replayed(SHIELD.replace('cards: [0, 1]', 'cards: [7]'));
    expect(run.ok).toBe(false);
    expect(run.refused?.refusal).toEqual({ step: 'refuse.cards', clauses: ['2-4.1'], values: { count: 3 } });
  });
  it('a target seat not at the table (2-4.4a)', () => {
    expect(replayed(SHIELD.replace('cards: [0, 1]', 'cards: [0, 1], target: 9')).refused?.refusal).toEqual({ step: 'refuse.target', clauses: ['2-4.4a'], values: { players: 2 } });
  });
  it('a unit not on the field (11-1)', () => {
    const text = readFileSync('content/rulings/xinglingwang/attack-once-per-turn.yaml', 'utf8').replace('unit: lancer }', 'unit: nobody }');
    const run = replayRuling(checkRuling(text, 'probe/attack-once-per-turn.yaml', clauseExistsIn(site)));
    expect(run.refused?.refusal).toEqual({ step: 'refuse.notOnField', clauses: ['11-1'], values: { unit: 'nobody' } });
  });
});

describe('a long line replays in time and memory in proportion to its length', () => {
  /** A line of n events that never ends the game: each player casts a spell with no effect. */
  function longLine(n: number) {
    const flow = FLOWS['wuxing.turn'];
    const setup = FLOW_SCHEMAS['wuxing.turn'].setupSchema.parse({ players: 2, seats: [{ hand: ['金1', '木1'] }, { hand: ['水1', '火1'] }], deck: ['土1', '土2', '土3', '金2', '木2', '水2'] });
    const candidates = [{ type: 'recover.skip' }, { type: 'action.active', cards: [0], effect: { kind: 'none' } }, { type: 'step.continue' }, { type: 'draw.discard', index: 0 }, { type: 'turn.end' }];
    let snapshot = initialTransition(flow.machine, setup as never)[0];
    const events = [];
    for (let i = 0; i < n; i++) {
      const event = candidates.find((c) => snapshot.can(c as never))!;
      events.push(event);
      snapshot = transition(flow.machine, snapshot, event as never)[0];
    }
    return { machine: flow.machine, setup, events };
  }

  it('each step adds its own entries to the log it shares with the step before (no copies)', () => {
    const line = longLine(200);
    const { steps } = runFlow(line.machine, line.setup, line.events);
    const logOf = (s: AnyMachineSnapshot) => (s.context as { log: Log | null }).log;
    for (let k = 1; k < steps.length; k++) {
      let link = logOf(steps[k].snapshot);
      for (let i = 0; i < steps[k].entries.length; i++) link = link!.before;
      expect(link).toBe(logOf(steps[k - 1].snapshot));
    }
  });

  it(`replays the longest line allowed (${MAX_EVENTS} events) within seconds, even on a busy machine`, () => {
    const line = longLine(MAX_EVENTS);
    const started = performance.now();
    expect(runFlow(line.machine, line.setup, line.events).steps).toHaveLength(MAX_EVENTS + 1);
    // Linear, it takes about 0.1 s; copied logs took several seconds at this length.
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);
});

describe('an expectation the page cannot say in words is refused by the command and the build alike', () => {
  it('one die of a pair of effect-die rolls (rolls.0.0): exit 2 naming it, with the item one level up', () => {
    const probe = ruling('mage-wars', 'equal-effect-die-rolls-are-rolled-again', (t) => t.replace(/^expect: .*$/m, 'expect: {"rolls.0.0": 9}'));
    expect(problemsOf(probe.text, 'zh-hant', probe.file)).toEqual(['預期結果（expect） › rolls.0.0：頁面無法單獨用文字說出這一項。請改為預期上一層（rolls.0）。']);
    expect(problemsOf(probe.text, 'ja', probe.file)).toEqual(['期待される結果（expect） › rolls.0.0：ページではこの項目だけを言葉で示せない。一つ上の項目（rolls.0）を期待すること。']);
    // The pair itself is said: 「9 對 …」.
    const pair = ruling('mage-wars', 'equal-effect-die-rolls-are-rolled-again', (t) => t.replace(/^expect: .*$/m, 'expect: {"rolls.0": [6, 6]}'));
    expect(problemsOf(pair.text, 'zh-hant', pair.file)).toEqual([]);
  });
});

describe('characters a file may not hold are refused written as YAML escapes too', () => {
  it('a bidi override and NUL in a title and a note, written "\\u202E" and "\\0": named by field, in the command’s language', () => {
    const text = SHIELD.replace(/^(  zh-hant: )(.*)$/m, '$1"\\u202E$2"').replace(/^(  ja: )(.*)$/m, '$1"\\0$2"');
    expect(text).toContain('\\u202E');
    const zh = problemsOf(text);
    expect(zh).toContainEqual(expect.stringMatching(/^標題（title） › 繁體中文的值以跳脫序列寫了雙向文字控制字元（U\+202E）：/));
    expect(zh).toContainEqual(expect.stringMatching(/的值以跳脫序列寫了NUL 字元（U\+0000）：/));
    expect(problemsOf(text, 'ja')).toContainEqual(expect.stringMatching(/^タイトル（title） › 繁體中文の値にエスケープで.*（U\+202E）が書かれている。/));
  });
});

describe('an id that is no slug points at the character that does not belong', () => {
  it('an invisible U+200B, by its place and code, in both languages; a visible one by itself', () => {
    const hidden = SHIELD.replace('id: attack-into-shield', 'id: attack-into\u200b-shield');
    expect(problemsOf(hidden)).toContainEqual('id：第 12 個字是看不見的字元（U+200B）：請刪去。名稱要由小寫英文字母、數字與 - 組成，例如 shield-absorbs-attack。');
    expect(problemsOf(hidden, 'ja')).toContainEqual('id：12文字目に見えない文字（U+200B）がある。削除すること。名前は英小文字・数字・- からなる（例：shield-absorbs-attack）。');
    expect(problemsOf(SHIELD.replace('id: attack-into-shield', 'id: Attack-into-shield'))).toContainEqual('id：要是小寫英文字母、數字與 - 組成的名稱，例如 shield-absorbs-attack；第 1 個字「A」（U+0041）不是。');
  });
});
