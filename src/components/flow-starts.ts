/**
 * Places a flow's sandbox can start other than its own default position, listed beside the game's
 * flows as the other games list theirs: 五行's preparation is played by its turn flow (a setup with
 * `prepare`), where the other games give their preparation a flow of its own. Without this entry a
 * reader reached it only through the setup editor. Each links to the flow's page with the position
 * in its URL (`?play=`, as a handoff's link does), which the sandbox checks against the flow's schemas.
 */
import type { Locale } from '../lib/i18n/locales';
import { FLOWS } from '../engine/registry';
import { writePosition } from '../engine/share';
import { flowUrl } from '../lib/urls';

export interface FlowStart {
  /** The flow that plays it (`wuxing.turn`). */
  flow: string;
  title: Record<Locale, string>;
  summary: Record<Locale, string>;
  /** The starting position, made from the flow's default one. */
  setup: (defaultSetup: Record<string, unknown>) => unknown;
}

export const FLOW_STARTS: FlowStart[] = [
  {
    flow: 'wuxing.turn',
    title: { 'zh-hant': '遊戲準備', ja: 'ゲームの準備' },
    summary: {
      'zh-hant': '從就座到首個回合：4 名玩家分成 2 隊交錯就座（3-1），洗勻 1 副牌後每人發 5 張、其餘作為牌堆（3-2），設定兩隊的起始生命值（3-3），決定最先行動的玩家，由其進行首個回合（3-4）。人數（2、4 或 6 人）與洗牌的種子可在設定中更改。',
      ja: '着席から最初のターンまで：4人のプレイヤーが2チームに分かれて交互に座り（3-1）、1組をよくシャッフルして各自に5枚ずつ配り、残りを山札にし（3-2）、両チームの初期ライフを決め（3-3）、最初に行動するプレイヤーを決めて、そのプレイヤーが最初のターンを行う（3-4）。人数（2・4・6人）とシャッフルの種は設定で変えられる。',
    },
    // The formations of the flow's own position, so that the first turn can cast them.
    setup: (defaultSetup) => ({ players: 4, seed: 1, prepare: true, formations: defaultSetup.formations }),
  },
];

/** The starts of a game's flows. */
export const startsOf = (game: string) => FLOW_STARTS.filter((start) => FLOWS[start.flow]?.game === game);

/** The start's setup, as its link carries it. */
export const startSetup = (start: FlowStart) => start.setup(FLOWS[start.flow].defaultSetup as Record<string, unknown>);

/** The flow's page, opening at the start. */
export const startUrl = (locale: Locale, start: FlowStart) => `${flowUrl(locale, FLOWS[start.flow].game, start.flow)}${writePosition({ custom: { setup: startSetup(start), events: [] } })}`;
