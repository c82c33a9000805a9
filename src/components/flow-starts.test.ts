/** The starts listed beside a game's flows (flow-starts.ts) are positions their flow accepts, and start where they say. */
import { describe, expect, it } from 'vitest';
import { FLOWS, FLOW_SCHEMAS } from '../engine/registry';
import { runFlow } from '../engine/run';
import { readPosition } from '../engine/read-shared';
import { FLOW_STARTS, startSetup, startUrl, startsOf } from './flow-starts';

describe('flow starts', () => {
  it.each(FLOW_STARTS.map((start) => [start.flow, start] as const))('%s: its link carries a setup the flow accepts', (_, start) => {
    const url = new URL(startUrl('ja', start), 'http://x');
    expect(url.pathname).toBe(`/ja/${FLOWS[start.flow].game}/flows/${start.flow}/`);
    const read = readPosition(url.search);
    expect(read.ok).toBe(true);
    const custom = read.ok ? read.position.custom! : undefined;
    expect(custom).toEqual({ setup: startSetup(start), events: [] });
    const parsed = FLOW_SCHEMAS[start.flow].setupSchema.safeParse(custom!.setup);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("五行's preparation opens at the seating (3-1), deals 5 cards each from one deck (3-2), and goes on into the first player's turn (3-4)", () => {
    const [start] = startsOf('wuxing');
    expect(start.title).toEqual({ 'zh-hant': '遊戲準備', ja: 'ゲームの準備' });
    const flow = FLOWS[start.flow];
    const setup = FLOW_SCHEMAS[start.flow].setupSchema.parse(startSetup(start));
    const events = [{ type: 'prep.seat', teams: [0, 1, 0, 1] }, { type: 'step.continue' }, { type: 'prep.first', seat: 1 }];
    const { steps, refused } = runFlow(flow.machine, setup, events);
    expect(refused).toBeUndefined();
    const seen = steps.map((s) => flow.summarize(s.snapshot as never) as { state: string; hands: unknown[][]; deckCount: number });
    expect(seen[0].state).toBe('preparation.seating');
    expect(seen[0].hands).toEqual([[], [], [], []]);
    expect(seen[3].state).toBe('action');
    expect(seen[3].hands.map((hand) => hand.length)).toEqual([5, 5, 5, 5]);
    expect(seen[3].deckCount).toBe(70);
  });

  it('every game but 五行 lists none: their preparations are flows of their own', () => {
    expect(FLOW_STARTS.map((s) => FLOWS[s.flow].game)).toEqual(['wuxing']);
  });
});
