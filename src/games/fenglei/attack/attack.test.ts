import { describe, expect, it } from 'vitest';
import { runFlow } from '../../../engine/run';
import { logEntries } from '../../../engine/log';
import { seededRandom } from '../../../engine/random';
import flow from './flow';
import { summarizeAttack } from './summary';
import { attackSetupSchema } from './schemas';
import { attackMachine, type AttackContext, type AttackEvent, type AttackInput } from './machine';
import { healed, pay, resolutionOrder, type Tactic } from '../table';

const base = attackSetupSchema.parse(flow.defaultSetup) as AttackInput;
const run = (input: AttackInput, events: AttackEvent[]) => {
  const { steps, refused } = runFlow(attackMachine, input, events);
  const last = steps[steps.length - 1].snapshot;
  return { c: last.context as AttackContext, state: String(last.value), refused, log: logEntries((last.context as AttackContext).log).map((e) => e.step), summary: summarizeAttack(last as never) };
};
const D = (by: string, target: string, kind: 'physical' | 'magic' = 'physical'): AttackEvent => ({ type: 'attack.declare', by, target, kind });
const R = (card: string, more: { target?: string; payer?: string } = {}): AttackEvent => ({ type: 'respond', card, ...more });
const PASS: AttackEvent = { type: 'chain.pass' };
const GO: AttackEvent = { type: 'step.continue' };

describe('paying action value (4-4, 4-7.3)', () => {
  it('this turn’s value first, then the storage', () => {
    expect(pay({ turn: 2, stored: 3 }, 4)).toEqual({ turn: 0, stored: 1 });
    expect(pay({ turn: 5, stored: 3 }, 4)).toEqual({ turn: 1, stored: 3 });
  });
  it('an attack the attacker cannot pay for is refused (4-4)', () => {
    const r = run({ ...base, action: [{ turn: 1, stored: 0 }, base.action[1]] }, [D('aida', 'xiaozhen')]);
    expect(r.refused?.refusal).toMatchObject({ step: 'refuse.action', clauses: ['4-4'] });
  });
});

describe('the attack declaration (5-1, 5-2, 5-3, 9-9)', () => {
  it('an unanswered attack succeeds: 1 rage to the target, then damage (5-4)', () => {
    const r = run(base, [D('aida', 'beiding'), PASS, GO]);
    expect(r.state).toBe('declaring');
    expect(r.summary.hp.beiding).toBe(6);
    expect(r.summary.rage.beiding).toBe(1);
    expect(r.summary.action[0]).toEqual({ turn: 6, stored: 0 });
    expect(r.log).toEqual(expect.arrayContaining(['declare', 'pay', 'chain.open', 'chain.close', 'attack.succeeds', 'damage', 'chain.end']));
  });
  it('magic attack uses the magic value and cost (5-3, 7-8)', () => {
    const r = run(base, [D('aida', 'beiding', 'magic'), PASS, GO]);
    expect([r.summary.hp.beiding, r.summary.action[0].turn]).toEqual([8, 5]);
  });
  it('0 HP or less: the graveyard (5-5); no character left: the other player wins (1-2.1)', () => {
    const one = { ...base, characters: base.characters.filter((c) => c.id !== 'beiding').map((c) => (c.id === 'xiaozhen' ? { ...c, hp: 3 } : c)) };
    const r = run(one, [D('aida', 'xiaozhen'), PASS, GO]);
    expect(r.summary.graveyard[1]).toEqual(['xiaozhen']);
    expect([r.state, r.c.winner]).toEqual(['over', 0]);
  });
  it('once per attack turn per character (5-1); not a character summoned this turn (9-9); only an opposing target (5-2)', () => {
    expect(run(base, [D('aida', 'beiding'), PASS, GO, D('aida', 'xiaozhen')]).refused?.refusal.clauses).toEqual(['5-1']);
    const summoned = { ...base, characters: base.characters.map((c) => (c.id === 'hulun' ? { ...c, summoned: true } : c)) };
    expect(run(summoned, [D('hulun', 'beiding')]).refused?.refusal.clauses).toEqual(['9-9']);
    expect(run(base, [D('aida', 'hulun')]).refused?.refusal.step).toBe('refuse.target');
    expect(run(base, [D('xiaozhen', 'aida')]).refused?.refusal.step).toBe('refuse.notYours');
  });
});

describe('the response chain (4-5, 9-3)', () => {
  it('a response that stops the attack: no rage, no damage (5-6’s note)', () => {
    const r = run(base, [D('aida', 'xiaozhen'), R('mind-lock'), PASS, GO, GO]);
    expect([r.summary.hp.xiaozhen, r.summary.rage.xiaozhen]).toEqual([5, 1]);
    expect(r.summary.graveyard[1]).toEqual(['mind-lock']);
    expect(r.log).toContain('attack.stopped');
  });
  it('the attacker negates the stop: the attack goes through (last in, first out)', () => {
    const r = run(base, [D('aida', 'xiaozhen'), R('mind-lock'), R('break-spell'), PASS, GO, GO, GO]);
    expect(r.log).toEqual(expect.arrayContaining(['effect.cancel', 'card.negated', 'attack.succeeds']));
    expect(r.summary.hp.xiaozhen).toBe(2);
  });
  it('a heal resolves after the damage: on a character that died it is wasted (9-3.2)', () => {
    const weak = { ...base, characters: base.characters.map((c) => (c.id === 'xiaozhen' ? { ...c, hp: 3 } : c)) };
    const r = run(weak, [D('aida', 'xiaozhen'), R('moon-herb', { target: 'xiaozhen' }), PASS, GO, GO]);
    expect(r.log.indexOf('character.graveyard')).toBeLessThan(r.log.indexOf('effect.wasted'));
    const lived = run(base, [D('aida', 'xiaozhen'), R('moon-herb', { target: 'xiaozhen' }), PASS, GO, GO]);
    expect(lived.summary.hp.xiaozhen).toBe(5);
  });
  it('the defender may not use a ⊘ card in its defense turn (4-5.1, 9-2); the attacker may use any', () => {
    expect(run(base, [D('aida', 'xiaozhen'), R('fire-ball')]).refused?.refusal.clauses).toEqual(['4-5.1', '9-2']);
  });
  it('a rage card is paid from one own character’s rage (9-7)', () => {
    const r = run(base, [D('aida', 'xiaozhen'), R('rage-guard', { payer: 'xiaozhen' }), PASS, GO, GO]);
    expect([r.summary.rage.xiaozhen, r.summary.action[1]]).toEqual([0, { turn: 4, stored: 1 }]);
    expect(run(base, [D('aida', 'xiaozhen'), R('rage-guard', { payer: 'beiding' })]).refused?.refusal.step).toBe('refuse.rage');
    expect(run(base, [D('aida', 'xiaozhen'), R('rage-guard', { payer: 'aida' })]).refused?.refusal.step).toBe('refuse.ragePayer');
  });
  it('the defender pays from this turn’s value, then the storage (4-7.3)', () => {
    const poor = { ...base, action: [base.action[0], { turn: 1, stored: 1 }] as AttackInput['action'] };
    const r = run(poor, [D('aida', 'xiaozhen'), R('mind-lock')]);
    expect(r.summary.action[1]).toEqual({ turn: 0, stored: 0 });
    expect(run({ ...poor, action: [base.action[0], { turn: 1, stored: 0 }] }, [D('aida', 'xiaozhen'), R('mind-lock')]).refused?.refusal.step).toBe('refuse.action');
  });
  it('resolution order: interfering cards last first, then the attack, then the others last first', () => {
    const card = (effect: Tactic['effect']): Tactic => ({ id: effect, cost: 0, defense: true, effect });
    const links = [card('heal'), card('stop'), card('other'), card('cancel')].map((c, i) => ({ card: c, player: (i % 2) as 0 | 1, status: 'waiting' as const }));
    expect(resolutionOrder({ base: { type: 'attack', by: 'a', target: 'b', kind: 'physical', status: 'waiting' }, links, responder: 0, order: null })).toEqual([3, 1, -1, 2, 0]);
    expect(resolutionOrder({ base: { type: 'tactic', link: links[0] }, links, responder: 0, order: null })).toEqual([3, 2, 1, 0, -1]);
  });
  it('the turn ends only when the attacker declares it (4-6)', () => {
    const r = run(base, [{ type: 'turn.end' }]);
    expect(r.state).toBe('turnEnded');
  });
});

describe('healing (7-9, 9-6)', () => {
  const hurt = (hp: number, printedHp: number): AttackInput['characters'][number] => ({ id: 'x', owner: 1, summon: 1, hp, printedHp, physical: { atk: 1, cost: 1 }, magic: { atk: 1, cost: 1 }, rage: 0 });
  const onTable = (c: AttackInput['characters'][number]) => ({ ...c, printedHp: c.printedHp ?? c.hp });
  it('back to the printed HP by default, never above it, never lower than before', () => {
    expect(healed(onTable(hurt(3, 5)), 3, 'printed')).toBe(5);
    expect(healed(onTable(hurt(3, 5)), 1, 'printed')).toBe(4);
    expect(healed(onTable(hurt(7, 5)), 3, 'printed')).toBe(7);
  });
  it('up to 99 under the other reading, past the printed HP', () => {
    expect(healed(onTable(hurt(3, 5)), 3, 'cap')).toBe(6);
    expect(healed(onTable(hurt(97, 50)), 5, 'cap')).toBe(99);
  });
  it('the sandbox heals by the reading its setup names; a character’s printed HP is its HP unless the setup says otherwise', () => {
    const setup = { ...base, characters: base.characters.map((c) => (c.id === 'xiaozhen' ? { ...c, hp: 3, printedHp: 5 } : c)) };
    const line = [D('aida', 'beiding'), R('moon-herb', { target: 'xiaozhen' }), PASS, GO, GO];
    expect(run(setup, line).summary.hp.xiaozhen).toBe(5);
    expect(run({ ...setup, healing: 'cap' }, line).summary.hp.xiaozhen).toBe(6);
    expect(run(base, line).c.characters.find((c) => c.id === 'beiding')!.printedHp).toBe(9);
  });
});

describe('the attack flow on random lines', () => {
  it('never throws and keeps HP within 1..99 and action value ≥ 0', () => {
    const random = seededRandom(13);
    const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    const ids = base.characters.map((c) => c.id);
    const cards = [...base.hands[0], ...base.hands[1]].map((c) => c.id);
    for (let n = 0; n < 200; n++) {
      const events: AttackEvent[] = Array.from({ length: 12 }, () =>
        pick<AttackEvent>([D(pick(ids), pick(ids), pick(['physical', 'magic'])), R(pick(cards), { target: pick(ids), payer: pick(ids) }), PASS, GO, GO, { type: 'turn.end' }]),
      );
      const { steps } = runFlow(attackMachine, base, events);
      const c = steps[steps.length - 1].snapshot.context as AttackContext;
      for (const x of c.characters) expect(x.hp).toBeGreaterThan(0);
      for (const p of c.action) expect(Math.min(p.turn, p.stored)).toBeGreaterThanOrEqual(0);
    }
  });
});
