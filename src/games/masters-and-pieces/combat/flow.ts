/** The masters-and-pieces game's combat on a grid as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, nameWord, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { combatMachine } from './machine';
import type { CombatSummary } from './schemas';
import { combatWords } from './words';
import { summarizeCombat } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', pieces: '棋子', destroyed: '被破壞的棋子', life: '主帥的生命', loser: '勝負', stopsAt: '停在「{s}」', list: '、', part: '，', entries: '；', untapped: '未橫置', noMaster: '沒有主帥', notOver: '遊戲尚未結束', loses: '{player}落敗' },
  ja: { state: '流れ', pieces: 'ピース', destroyed: '破壊されたピース', life: 'マスターのライフ', loser: '勝敗', stopsAt: '「{s}」で止まる', list: '、', part: '・', entries: '、', untapped: '未タップ', noMaster: 'マスターなし', notOver: 'ゲームはまだ終わっていない', loses: '{player}の敗北' },
};

/** A ruling's expected item in the page's language: states by name, pieces by name and square. */
export function describeCombat(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = combatWords[locale];
  const name = (id: string) => nameWord(words, id);
  const none = words.ui.none;
  const text = (() => {
    switch (key as keyof CombatSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'pieces': {
        const entries = Object.entries(value as Record<string, string>);
        return entries.length
          ? entries.map(([id, at]) => {
              const [col, row, hp, tapped] = at.split('/');
              return `${name(id)} ${fill(words.ui.square, { col, row }, {})}${t.part}${words.ui.hp} ${hp}${t.part}${tapped === 'tapped' ? words.ui.tapped : t.untapped}`;
            }).join(t.entries)
          : none;
      }
      case 'destroyed': return (value as string[]).length ? (value as string[]).map(name).join(t.list) : none;
      case 'life': return (value as (number | null)[]).map((life, p) => `${tableWord(words, 'player', p)} ${life ?? t.noMaster}`).join(t.list);
      case 'loser': return value === null ? t.notOver : fill(t.loses, { player: tableWord(words, 'player', value as number) }, {});
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/masters-and-pieces/combat/flow.ts.`);
  return { label: t[key as keyof CombatSummary], text };
}

// The refusals table's events and positions.
const E = (type: string) => ({ type });
const move = (piece: string, to: [number, number]) => ({ type: 'piece.move', piece, to });
const ALL = ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'];
/** A long mover that does not destroy what it attacks. */
const stops = { turn: 0, pieces: [{ id: 'scout', owner: 0, square: [1, 1], atk: 1, hp: 3, move: { directions: ['f'], range: 3 } }, { id: 'ogre', owner: 1, square: [1, 4], atk: 1, hp: 5, move: { directions: ['b'], range: 1 } }, { id: 'knight', owner: 0, square: [3, 2], atk: 1, hp: 1, move: { directions: ALL, range: 2 } }] };
/** A piece two squares below the opponent master. */
const onMaster = { turn: 0, pieces: [{ id: 'knight', owner: 0, square: [3, 3], atk: 3, hp: 3, move: { directions: ALL, range: 2 } }] };

export default defineFlow({
  title: { 'zh-hant': '棋盤上的戰鬥', ja: '盤面での戦闘' },
  summary: {
    'zh-hant': '行動階段中棋子移入敵方棋子的格子：優先權移到被攻擊方、最終傷害、反擊與同時破壞，以及攻擊方最後停在哪一格。棋子的移動在此直接進行，不經過堆疊（堆疊見「堆疊與優先權」）。',
    ja: 'アクションフェイズにピースが敵のピースのマスへ移動する：優先権の移動、最終ダメージ、反撃と同時破壊、攻撃側が最後に止まるマス。ここではピースの移動はスタックを通さずに行う（スタックは「スタックと優先権」で扱う）。',
  },
  defaultSetup: {
    turn: 0,
    pieces: [
      { id: 'lancer', owner: 0, square: [2, 2], atk: 3, hp: 3, move: { directions: ['f', 'r', 'b', 'l'], range: 1 } },
      { id: 'knight', owner: 0, square: [4, 2], atk: 2, hp: 4, move: { directions: ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'], range: 2 } },
      { id: 'scout', owner: 0, square: [5, 1], atk: 1, hp: 1, move: { directions: ['f'], range: 3 }, summoned: true },
      { id: 'wolf', owner: 1, square: [2, 3], atk: 2, hp: 2, move: { directions: ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'], range: 1 } },
      { id: 'golem', owner: 1, square: [4, 4], atk: 1, hp: 5, move: { directions: ['f'], range: 1 } },
      { id: 'archer', owner: 1, square: [1, 4], atk: 2, hp: 1, move: { directions: ['fl', 'fr'], range: 1 } },
    ],
  },
  machine: combatMachine,
  refusals: [
    { step: 'refuse.noPiece', clauses: ['7-2'], what: 'a move of a piece that is not on the board', example: { events: [], refused: move('dragon', [3, 3]) } },
    { step: 'refuse.notYours', clauses: ['3-3'], note: '3-3', what: 'a move of the other master’s piece (3-3’s note: a phase’s actions are the turn master’s)', example: { events: [], refused: move('wolf', [2, 4]) } },
    { step: 'refuse.tapped', clauses: ['7-3'], note: '7-3', what: 'a second move of a piece that moved this turn (7-3’s note: tapped until untapped)', example: { events: [move('lancer', [1, 2])], refused: move('lancer', [1, 3]) } },
    { step: 'refuse.stopped', clauses: ['10-7.1'], what: 'a move of a piece whose move a battle stopped', example: { setup: stops, events: [move('scout', [1, 4]), E('battle.accept'), E('step.continue')], refused: move('scout', [1, 4]) } },
    { step: 'refuse.stopped', clauses: ['10-2', '10-7.1'], note: '10-2', what: 'a move of a piece whose battle was avoided (10-2’s note: it stops and counts as moved)', example: { setup: stops, events: [move('scout', [1, 4]), E('battle.avoid')], refused: move('scout', [1, 4]) } },
    { step: 'refuse.stopped', clauses: ['1-2', '10-7.1'], note: '1-2', what: 'a move of a piece that attacked a master (1-2’s other reading: it stops and counts as moved)', example: { setup: { ...onMaster, reading: 'attack' }, events: [move('knight', [3, 5])], refused: move('knight', [3, 5]) } },
    { step: 'refuse.summoned', clauses: ['6-3'], note: '6-3', what: 'a move of a piece summoned this turn, in the first main phase (6-3’s note: “not at once” is the whole turn)', example: { events: [], refused: move('scout', [5, 2]) } },
    { step: 'refuse.outOfReach', clauses: ['7-2'], note: '7-2', what: 'a square the piece’s movement does not reach (7-2’s note: straight lines, the sandbox’s)', example: { events: [], refused: move('lancer', [3, 3]) } },
    { step: 'refuse.blocked', clauses: ['7-2'], note: '7-2', what: 'a path through another piece or a master (7-2’s note)', example: { setup: { ...onMaster, pieces: [...onMaster.pieces, { id: 'imp', owner: 1, square: [3, 4], atk: 1, hp: 1, move: { directions: ['f'], range: 1 } }] }, events: [], refused: move('knight', [3, 5]) } },
    { step: 'refuse.master', clauses: ['1-2'], note: '1-2', what: 'a move onto a master’s square (1-2’s note: a master’s life changes only by card effects, the site’s reading)', example: { setup: onMaster, events: [], refused: move('knight', [3, 5]) } },
    { step: 'refuse.ownPiece', clauses: ['7-2'], note: '7-2', what: 'a move onto a square of the mover’s own piece or master (7-2’s note)', example: { events: [], refused: move('knight', [2, 2]) } },
    { step: 'refused.notHere', clauses: ['10-2'], what: 'another move, or the phase’s end, while the attacked side holds priority', example: { events: [move('lancer', [2, 3])], refused: move('knight', [4, 3]) } },
    { step: 'refused.over', clauses: ['7-6'], what: 'a move after the action phase ended', example: { events: [E('phase.end')], refused: move('lancer', [1, 2]) } },
    { step: 'refused.over', clauses: ['1-3.1'], what: 'a move after a master lost (1-2’s other reading)', example: { setup: { ...onMaster, reading: 'attack', masters: [{ owner: 0, square: [3, 1] }, { owner: 1, square: [3, 5], life: 3 }] }, events: [move('knight', [3, 5])], refused: move('knight', [3, 4]) } },
  ],
  notPlayed: [
    unplayed(['10-2'], '迴避戰鬥只是被攻擊方的一個選擇：使其成立的卡牌效果不模擬，被攻擊方持有優先權時的其他回應也不模擬。', '戦闘回避は攻撃された側の選択として置くだけで、それを可能にするカードの効果は扱わない。攻撃された側が優先権を持つときのほかの応答も扱わない。'),
    unplayed(['10-3'], '增傷與減傷只是設定在棋子上的數字：產生它們的卡牌效果不模擬。', '増幅と軽減はピースに設定する数にすぎず、それを生むカードの効果は扱わない。'),
    unplayed(['7-2', '10-6.1', '10-7.2'], '棋子沿設定的方向直線移動，只能經過空格：這是沙盒的設定，不是規則；跳躍等依卡牌記載的其他移動方式不模擬。', 'ピースは設定した方向にまっすぐ動き、空いたマスだけを通る。これはサンドボックスの設定でルールではなく、跳び越すなどカードの記載によるほかの動き方は扱わない。'),
    unplayed(['3-1', '3-2', '3-3', '3-4', '3-5', '7-5'], '棋子的移動直接進行，不經過堆疊；宣告的回應與主動技能不在這裡，見「堆疊與優先權」。', 'ピースの移動はスタックを通さずにそのまま行う。宣言への応答とアクティブスキルはここでは扱わず、「スタックと優先権」で扱う。'),
    unplayed(['10-1'], '主帥卡移入對手棋子所在格子的情形不模擬：原文沒有涉及（見 10-1 的編者註）。', 'マスターカードが相手のピースのマスに移動する場合は扱わない。原典が触れていない（10-1 の編集注を参照）。'),
    unplayed(['6-1', '8-1', '6-2', '8-2', '7-1'], '這裡只有行動階段的棋子移動：主帥的移動、召喚與伏兵展開不在這裡，見「回合流程」。', 'ここにあるのはアクションフェイズのピースの移動だけである。マスターの移動、召喚、伏兵展開はここでは扱わず、「ターンの流れ」で扱う。'),
    unplayed(['1-2'], '依本站解讀，主帥的生命只因卡牌效果而增減，這些效果在這裡不模擬；改用另一種讀法時，棋子可以攻擊主帥。', '当サイトの解釈では、マスターのライフはカードの効果でだけ増減し、その効果はここでは扱わない。もう1つの読み方にすると、ピースはマスターを攻撃できる。'),
  ],
  summarize: summarizeCombat,
  describeExpectation: describeCombat,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    destroyed: 'events',
    life: 'players',
  },
  words: combatWords,
});
