/** The grid combat: the rules of board.ts and combat.ts at their edges, and the machine's every path. */
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { attackFrom, pathTo, whyNotMove, type Piece } from '../board';
import { battle, finalDamage } from '../combat';
import { combatSetupSchema } from './schemas';
import flow from './flow';
import { combatMachine, type CombatEvent, type CombatInput } from './machine';
import { logEntries } from '../../../engine/log';
import { explainRefusal as explain } from '../../../engine/refusal';
import { seededRandom } from '../../../engine/random';

const ALL = ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'] as const;
const piece = (id: string, owner: 0 | 1, square: [number, number], atk: number, hp: number, directions: Piece['move']['directions'] = [...ALL], range = 1, more: Partial<Piece> = {}): Piece => ({ id, owner, square, atk, hp, move: { directions, range }, ...more });
const masters = [{ owner: 0 as const, square: [3, 1] as [number, number] }, { owner: 1 as const, square: [3, 5] as [number, number] }];
const position = (...pieces: Piece[]) => ({ pieces, masters });

function run(input: CombatInput, events: CombatEvent[]) {
  let [snapshot] = initialTransition(combatMachine, input);
  for (const event of events) {
    expect(snapshot.can(event), JSON.stringify(event)).toBe(true);
    [snapshot] = transition(combatMachine, snapshot, event);
  }
  return snapshot;
}
/** Why the machine refuses this event here. */
const refusal = (s: ReturnType<typeof run>, e: CombatEvent) => explain(combatMachine, s, e);
const steps = (s: ReturnType<typeof run>) => logEntries(s.context.log).map((e) => e.step);

describe('movement (7-2, the site’s straight-line reading)', () => {
  it('forward is towards the opponent: player 1 forward goes up, player 2 forward goes down', () => {
    expect(pathTo(piece('a', 0, [3, 2], 1, 1, ['f'], 2), [3, 4])).toEqual([[3, 3], [3, 4]]);
    expect(pathTo(piece('a', 1, [3, 4], 1, 1, ['f'], 2), [3, 2])).toEqual([[3, 3], [3, 2]]);
    expect(pathTo(piece('a', 1, [3, 4], 1, 1, ['f'], 2), [3, 5])).toBeNull();
  });
  it('a square beyond the movement or off its lines is out of reach', () => {
    expect(pathTo(piece('a', 0, [1, 1], 1, 1, ['f'], 2), [1, 4])).toBeNull();
    expect(pathTo(piece('a', 0, [1, 1], 1, 1, ['f', 'r'], 2), [2, 2])).toBeNull();
    expect(pathTo(piece('a', 0, [1, 1], 1, 1, ['fr'], 2), [2, 2])).toEqual([[2, 2]]);
  });
  it('refuses with the clause that forbids: a tapped piece (7-3), a stopped one (10-7.1), one summoned this turn (6-3), another master’s piece (3-3), a blocked path, a square out of reach or off the board (7-2), a master’s square (1-2), an own piece or master (7-2)', () => {
    const p = position(piece('a', 0, [3, 2], 1, 1, ['f'], 3), piece('own', 0, [1, 2], 1, 1), piece('e', 1, [3, 3], 1, 1));
    expect(whyNotMove(p, 0, { ...p.pieces[0], tapped: true }, [3, 3])).toEqual({ reason: 'tapped', clauses: ['7-3'] });
    expect(whyNotMove(p, 0, { ...p.pieces[0], tapped: true, stopped: 'battle' }, [3, 3])).toEqual({ reason: 'stopped', clauses: ['10-7.1'], stopped: 'battle' });
    expect(whyNotMove(p, 0, { ...p.pieces[0], tapped: true, stopped: 'avoided' }, [3, 3])).toEqual({ reason: 'stopped', clauses: ['10-2', '10-7.1'], stopped: 'avoided' });
    expect(whyNotMove(p, 0, { ...p.pieces[0], summoned: true }, [3, 3])).toEqual({ reason: 'summoned', clauses: ['6-3'] });
    // 6-3's other reading: the action phase is no longer "at once" after a summon in the first main phase.
    expect(whyNotMove(p, 0, { ...p.pieces[0], summoned: true }, [3, 3], 'effects', 'atOnce')).toBeNull();
    expect(whyNotMove(p, 0, p.pieces[0], [3, 4])).toEqual({ reason: 'blocked', clauses: ['7-2'] });
    expect(whyNotMove(p, 0, p.pieces[0], [4, 4])).toEqual({ reason: 'outOfReach', clauses: ['7-2'] });
    expect(whyNotMove(p, 0, p.pieces[0], [3, 6])).toEqual({ reason: 'outOfReach', clauses: ['7-2'] });
    expect(whyNotMove(position(piece('a', 0, [3, 4], 1, 1)), 0, piece('a', 0, [3, 4], 1, 1), [3, 5])).toEqual({ reason: 'master', clauses: ['1-2'] });
    expect(whyNotMove(p, 0, piece('b', 0, [1, 1], 1, 1), [1, 2])).toEqual({ reason: 'ownPiece', clauses: ['7-2'] });
    expect(whyNotMove(p, 0, piece('b', 0, [3, 2], 1, 1, ['b']), [3, 1])).toEqual({ reason: 'ownPiece', clauses: ['7-2'] });
    expect(whyNotMove(p, 0, p.pieces[2], [3, 2])).toEqual({ reason: 'notYours', clauses: ['3-3'] });
    expect(whyNotMove(p, 0, p.pieces[0], [3, 3])).toBeNull();
  });
  it('under 1-2’s other reading the opponent master’s square is open to a piece, its own master’s is not', () => {
    const p = position(piece('a', 0, [3, 4], 1, 1), piece('b', 0, [3, 2], 1, 1));
    expect(whyNotMove(p, 0, p.pieces[0], [3, 5], 'attack')).toBeNull();
    expect(whyNotMove(p, 0, p.pieces[1], [3, 1], 'attack')).toEqual({ reason: 'ownPiece', clauses: ['7-2'] });
  });
});

describe('a battle (10-3 … 10-8)', () => {
  it('final damage is ATK plus boost minus reduction, never below 0 (10-3)', () => {
    expect(finalDamage(piece('a', 0, [1, 1], 3, 1, ['f'], 1, { boost: 2 }), piece('d', 1, [1, 2], 1, 1, ['f'], 1, { reduction: 1 }))).toBe(4);
    expect(finalDamage(piece('a', 0, [1, 1], 1, 1), piece('d', 1, [1, 2], 1, 1, ['f'], 1, { reduction: 3 }))).toBe(0);
  });
  it('HP at exactly 0 is destroyed; 1 survives (10-4)', () => {
    expect(battle(piece('a', 0, [1, 1], 2, 5, ['f']), piece('d', 1, [1, 2], 0, 2, ['b']), [1, 2]).defenderDestroyed).toBe(true);
    expect(battle(piece('a', 0, [1, 1], 2, 5, ['f']), piece('d', 1, [1, 2], 0, 3, ['b']), [1, 2]).defenderDestroyed).toBe(false);
  });
  it('a long move attacks from the last square of its path (10-6.1), and a survivor stops there (10-7.2)', () => {
    const a = piece('a', 0, [1, 1], 1, 5, ['f'], 3);
    expect(attackFrom(a, [1, 4])).toEqual([1, 3]);
    expect(battle(a, piece('d', 1, [1, 4], 0, 9, ['b']), [1, 4]).attackerEnds).toEqual([1, 3]);
  });
  it('counterattack only if the attacked piece can move onto the attacker’s square (10-8.1, 10-8.5)', () => {
    // Player 2's forward is down the board: towards an attacker coming from below.
    expect(battle(piece('a', 0, [1, 1], 1, 5, ['f']), piece('d', 1, [1, 2], 2, 5, ['f']), [1, 2]).counter).toBe(true);
    expect(battle(piece('a', 0, [1, 1], 1, 5, ['f']), piece('d', 1, [1, 2], 2, 5, ['b']), [1, 2]).counter).toBe(false);
    // A diagonal attack against a piece that moves only straight: no counterattack.
    expect(battle(piece('a', 0, [1, 1], 1, 5, ['fr']), piece('d', 1, [2, 2], 2, 5, ['f', 'b', 'l', 'r']), [2, 2]).counter).toBe(false);
  });
  it('damage is simultaneous: both can fall (10-8.3); a defender that destroys the attacker stays (10-8.4)', () => {
    const both = battle(piece('a', 0, [1, 1], 3, 2, ['f']), piece('d', 1, [1, 2], 2, 3, ['f']), [1, 2]);
    expect([both.attackerDestroyed, both.defenderDestroyed, both.attackerEnds]).toEqual([true, true, null]);
    const def = battle(piece('a', 0, [1, 1], 1, 2, ['f']), piece('d', 1, [1, 2], 2, 3, ['f']), [1, 2]);
    expect([def.attackerDestroyed, def.defenderDestroyed]).toEqual([true, false]);
  });
});

describe('the machine (every path)', () => {
  const input = (...pieces: Piece[]): CombatInput => ({ turn: 0, masters, pieces });
  it('an empty square: the piece moves and is tapped (7-2, 7-3), and cannot move again', () => {
    const s = run(input(piece('a', 0, [1, 1], 1, 1, ['f'], 2)), [{ type: 'piece.move', piece: 'a', to: [1, 3] }]);
    expect(s.context.pieces[0]).toMatchObject({ square: [1, 3], tapped: true });
    expect(s.can({ type: 'piece.move', piece: 'a', to: [1, 4] })).toBe(false);
  });
  it('the attacked piece is destroyed: the attacker completes its move (10-5)', () => {
    const s = run(input(piece('a', 0, [1, 1], 3, 3, ['f']), piece('d', 1, [1, 2], 2, 2, ['f'])), [{ type: 'piece.move', piece: 'a', to: [1, 2] }, { type: 'battle.accept' }, { type: 'step.continue' }]);
    expect(steps(s)).toEqual(['phaseStart', 'battle.start', 'battle.damage', 'battle.counter', 'battle.defenderDestroyed']);
    expect(s.context.pieces).toEqual([expect.objectContaining({ id: 'a', square: [1, 2], hp: 1, tapped: true })]);
    expect(s.context.destroyed).toEqual(['d']);
  });
  it('avoided: no damage, the mover stops on the square before, tapped (10-2, the site’s reading)', () => {
    const s = run(input(piece('a', 0, [1, 1], 3, 3, ['f'], 3), piece('d', 1, [1, 4], 2, 2, ['f'])), [{ type: 'piece.move', piece: 'a', to: [1, 4] }, { type: 'battle.avoid' }]);
    expect(s.context.pieces.map((p) => [p.id, p.square, p.hp, !!p.tapped])).toEqual([['a', [1, 3], 3, true], ['d', [1, 4], 2, false]]);
    expect(s.value).toBe('action');
  });
  it('both fall; the attacker falls; neither falls', () => {
    const both = run(input(piece('a', 0, [1, 1], 3, 2, ['f']), piece('d', 1, [1, 2], 2, 3, ['f'])), [{ type: 'piece.move', piece: 'a', to: [1, 2] }, { type: 'battle.accept' }, { type: 'step.continue' }]);
    expect([both.context.pieces.length, both.context.destroyed]).toEqual([0, ['d', 'a']]);
    const lost = run(input(piece('a', 0, [1, 1], 1, 2, ['f']), piece('d', 1, [1, 2], 2, 3, ['f'])), [{ type: 'piece.move', piece: 'a', to: [1, 2] }, { type: 'battle.accept' }, { type: 'step.continue' }]);
    expect(lost.context.pieces.map((p) => [p.id, p.square])).toEqual([['d', [1, 2]]]);
    const neither = run(input(piece('a', 0, [1, 1], 1, 5, ['f']), piece('d', 1, [1, 2], 1, 5, ['b'])), [{ type: 'piece.move', piece: 'a', to: [1, 2] }, { type: 'battle.accept' }, { type: 'step.continue' }]);
    expect(neither.context.pieces.map((p) => [p.id, p.square, p.hp, !!p.tapped])).toEqual([['a', [1, 1], 5, true], ['d', [1, 2], 4, false]]);
    expect(steps(neither)).toContain('battle.noCounter');
  });
  it('a piece stopped by a battle or an avoided one cannot act again (10-7.1; 10-2’s note)', () => {
    const stopped = run(input(piece('a', 0, [1, 1], 1, 5, ['f']), piece('d', 1, [1, 2], 1, 5, ['b'])), [{ type: 'piece.move', piece: 'a', to: [1, 2] }, { type: 'battle.accept' }, { type: 'step.continue' }]);
    expect(refusal(stopped, { type: 'piece.move', piece: 'a', to: [1, 2] })).toMatchObject({ step: 'refuse.stopped', clauses: ['10-7.1'] });
    const avoided = run(input(piece('a', 0, [1, 1], 3, 3, ['f'], 3), piece('d', 1, [1, 4], 2, 2, ['f'])), [{ type: 'piece.move', piece: 'a', to: [1, 4] }, { type: 'battle.avoid' }]);
    expect(refusal(avoided, { type: 'piece.move', piece: 'a', to: [1, 4] })).toMatchObject({ step: 'refuse.stopped', clauses: ['10-2', '10-7.1'] });
  });
  it('while the attacked side holds priority, the turn player neither moves another piece nor ends the phase (10-2)', () => {
    const s = run(input(piece('a', 0, [1, 1], 1, 5, ['f']), piece('b', 0, [2, 1], 1, 5, ['f']), piece('d', 1, [1, 2], 1, 5, ['b'])), [{ type: 'piece.move', piece: 'a', to: [1, 2] }]);
    expect(refusal(s, { type: 'piece.move', piece: 'b', to: [2, 2] })).toMatchObject({ step: 'refused.notHere', clauses: ['10-2'] });
    expect(refusal(s, { type: 'phase.end' })).toMatchObject({ step: 'refused.notHere', clauses: ['10-2'] });
  });
  it('by default (1-2, the site’s reading) a master’s life does not change in a battle and a piece is refused its square', () => {
    const s = run(input(piece('a', 0, [3, 3], 3, 3, ['f'], 2)), []);
    expect([s.context.reading, s.context.masters.map((m) => m.life)]).toEqual(['effects', [10, 10]]);
    expect(refusal(s, { type: 'piece.move', piece: 'a', to: [3, 5] })).toMatchObject({ step: 'refuse.master', clauses: ['1-2'] });
  });
  it('under 1-2’s other reading a piece moving onto the opponent master attacks it: its final damage off the master’s life; the piece stops on the square before, moved (10-7.1)', () => {
    const attack = (life: number, more: Partial<Piece> = {}) => run({ turn: 0, masters: [masters[0], { ...masters[1], life }], pieces: [piece('a', 0, [3, 3], 3, 3, ['f'], 2, more)], reading: 'attack' }, [{ type: 'piece.move', piece: 'a', to: [3, 5] }]);
    const s = attack(10, { boost: 1 });
    expect([s.value, s.context.masters[1].life, s.context.pieces[0].square, s.context.pieces[0].tapped, s.context.loser]).toEqual(['action', 6, [3, 4], true, null]);
    expect(logEntries(s.context.log).at(-1)).toMatchObject({ step: 'master.attacked', clauses: ['1-2', '10-3', '10-7', '10-7.1'], values: { damage: 4, life: 6 } });
    expect(refusal(s, { type: 'piece.move', piece: 'a', to: [3, 5] })).toMatchObject({ step: 'refuse.stopped', clauses: ['1-2', '10-7.1'] });
    const lost = attack(3);
    expect([lost.status, lost.value, lost.context.masters[1].life, lost.context.loser]).toEqual(['done', 'lost', 0, 1]);
    expect(steps(lost).slice(-2)).toEqual(['master.attacked', 'lose.life']);
    // Life above 0 by one point: play goes on.
    expect(attack(4).context.loser).toBeNull();
  });
  it('ends when both do nothing (7-6)', () => {
    const s = run(input(), [{ type: 'phase.end' }]);
    expect(s.status).toBe('done');
  });
  it('the default position is valid and its lines hold', () => {
    const setup = combatSetupSchema.parse(flow.defaultSetup);
    const s = run(setup as CombatInput, [{ type: 'piece.move', piece: 'lancer', to: [2, 3] }, { type: 'battle.accept' }, { type: 'step.continue' }]);
    expect(s.context.destroyed).toEqual(['wolf']);
  });
  it('refuses a setup the rules cannot have: two things on a square, a piece at 0 HP (10-4)', () => {
    expect(combatSetupSchema.safeParse({ turn: 0, pieces: [piece('a', 0, [3, 1], 1, 1)] }).success).toBe(false);
    expect(combatSetupSchema.safeParse({ turn: 0, pieces: [piece('a', 0, [1, 1], 1, 0)] }).success).toBe(false);
  });
});

describe('random play', () => {
  it('300 random lines keep one thing per square, HP above 0 on the board, and tapped movers', () => {
    const random = seededRandom(11);
    const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    for (let game = 0; game < 300; game++) {
      const pieces: Piece[] = [];
      const used = new Set(['3/1', '3/5']);
      for (let i = 0; i < 8; i++) {
        const sq: [number, number] = [1 + Math.floor(random() * 5), 1 + Math.floor(random() * 5)];
        if (used.has(sq.join('/'))) continue;
        used.add(sq.join('/'));
        const dirs = ALL.filter(() => random() < 0.5);
        pieces.push(piece(`p${i}`, (i % 2) as 0 | 1, sq, Math.floor(random() * 4), 1 + Math.floor(random() * 4), dirs.length ? dirs : ['f'], 1 + Math.floor(random() * 3)));
      }
      const actor = createActor(combatMachine, { input: { turn: 0, masters, pieces } }).start();
      for (let step = 0; step < 40 && actor.getSnapshot().status === 'active'; step++) {
        const s = actor.getSnapshot();
        const moves = s.context.pieces.flatMap((p) => [1, 2, 3, 4, 5].flatMap((col) => [1, 2, 3, 4, 5].map((row) => ({ type: 'piece.move' as const, piece: p.id, to: [col, row] as [number, number] }))));
        const open = [...moves, { type: 'battle.avoid' as const }, { type: 'battle.accept' as const }, { type: 'step.continue' as const }, ...(random() < 0.05 ? [{ type: 'phase.end' as const }] : [])].filter((e) => s.can(e));
        if (!open.length) break;
        actor.send(pick(open));
        const c = actor.getSnapshot().context;
        const squares = [...c.pieces.map((p) => p.square.join('/')), '3/1', '3/5'];
        expect(new Set(squares).size).toBe(squares.length);
        // Damage is dealt a step before destruction (10-4): between battles, every piece on the board has HP left.
        if (actor.getSnapshot().value === 'action') expect(c.pieces.every((p) => p.hp > 0)).toBe(true);
      }
    }
  });
});
