/**
 * The action phase on a grid (7, 10): the turn player's pieces move; a move onto an enemy piece
 * starts a battle, in which priority passes to the attacked side (10-2), damage is dealt at once
 * and back if the attacked piece can counterattack (10-3, 10-8), and the attacker ends on the
 * attacked square, on the square before it, or off the board (10-5, 10-7, 10-8.3, 10-8.4). How a
 * master's life changes is a point the source leaves open (1-2): under the site's reading a piece
 * does not move onto a master; under the other, a piece that moves onto the opponent master's
 * square attacks it, and a master at 0 life or less loses (1-3.1). The sandbox plays either, the
 * site's by default. So is 6-3's 「即座に」: a piece summoned this turn (in the first main phase) does
 * not move in this action phase under the site's reading, and does under the other. Every state and
 * transition names its clauses; the battle itself is board.ts and combat.ts.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { attackFrom, occupant, opponent, sameSquare, whyNotMove, type Master, type MasterReading, type Piece, type Player, type Square, type SummonReading } from '../board';
import { battle, finalDamage, type BattleResult } from '../combat';
import { START_LIFE } from '../rules';

export interface CombatInput {
  /** Whose turn it is: that master's pieces move. */
  turn: Player;
  masters: Master[];
  pieces: Piece[];
  reading?: MasterReading;
  /** 6-3's reading: whether a piece summoned this turn (in the first main phase) may move in this action phase. */
  summoning?: SummonReading;
}

export interface CombatContext {
  turn: Player;
  masters: Master[];
  pieces: Piece[];
  reading: MasterReading;
  summoning: SummonReading;
  /** The position as set up, for starting over under the other reading of 1-2 or 6-3. */
  setup: CombatInput;
  /** 1-3.1 — the master whose life fell to 0 or less (under 1-2's other reading). */
  loser: Player | null;
  /** The battle under way: who moves where, and once fought, what came of it. */
  battle: { attacker: string; defender: string; to: Square; result: BattleResult | null } | null;
  /** Pieces destroyed in this phase, in order. */
  destroyed: string[];
  log: Log | null;
}

export type CombatEvent =
  | { type: 'piece.move'; piece: string; to: Square }
  | { type: 'battle.avoid' }
  | { type: 'battle.accept' }
  | { type: 'step.continue' }
  | { type: 'phase.end' };

type MoveEvent = Extract<CombatEvent, { type: 'piece.move' }>;

const pieceOf = (c: CombatContext, id: string) => c.pieces.find((p) => p.id === id);
const log = (c: CombatContext, entry: LogEntry): CombatContext => logged(c, entry);
const setPiece = (c: CombatContext, id: string, change: Partial<Piece>): CombatContext => ({ ...c, pieces: c.pieces.map((p) => (p.id === id ? { ...p, ...change } : p)) });
const remove = (c: CombatContext, ...ids: string[]): CombatContext => ({ ...c, pieces: c.pieces.filter((p) => !ids.includes(p.id)), destroyed: [...c.destroyed, ...ids] });
const square = ([col, row]: Square) => ({ col, row });

function initial(input: CombatInput): CombatContext {
  const masters = input.masters.map((m) => ({ ...m, life: m.life ?? START_LIFE }));
  return { ...input, masters, reading: input.reading ?? 'effects', summoning: input.summoning ?? 'wholeTurn', setup: input, loser: null, battle: null, destroyed: [], log: newLog({ step: 'phaseStart', clauses: ['7-2', '7-6'], values: { player: input.turn } }) };
}

/** 7-2, 7-3 — a move onto an empty square: the piece moves and is tapped. */
function move(c: CombatContext, e: MoveEvent): CombatContext {
  const next = setPiece(c, e.piece, { square: e.to, tapped: true });
  return log(next, { step: 'piece.moved', clauses: ['7-2', '7-3'], values: { piece: e.piece, ...square(e.to) } });
}

/** 7-4, 10-1, 10-2 — a move onto an enemy piece: the battle phase begins and priority passes to the attacked side. */
function startBattle(c: CombatContext, e: MoveEvent): CombatContext {
  const there = occupant(c, e.to) as { piece: Piece };
  const next = { ...c, battle: { attacker: e.piece, defender: there.piece.id, to: e.to, result: null } };
  return log(next, { step: 'battle.start', clauses: ['7-4', '10-1', '10-2'], values: { attacker: e.piece, defender: there.piece.id, player: opponent(c.turn) } });
}

/** 10-2 — the attacked side avoids the battle by a card effect: no damage; the mover stops on the square before, moved and tapped (the site's reading). */
function avoid(c: CombatContext): CombatContext {
  const b = c.battle!;
  const attacker = pieceOf(c, b.attacker)!;
  const from = battle(attacker, pieceOf(c, b.defender)!, b.to).from;
  const next = setPiece({ ...c, battle: null }, b.attacker, { square: from, tapped: true, stopped: 'avoided' });
  return log(next, { step: 'battle.avoided', clauses: ['10-2', '10-7', '10-7.1'], values: { attacker: b.attacker, defender: b.defender, ...square(from) } });
}

/** 10-3, 10-4, 10-8 — the damage, both ways at once if the attacked piece can counterattack. */
function fight(c: CombatContext): CombatContext {
  const b = c.battle!;
  const result = battle(pieceOf(c, b.attacker)!, pieceOf(c, b.defender)!, b.to);
  let next = setPiece(setPiece({ ...c, battle: { ...b, result } }, b.defender, { hp: result.defenderHp }), b.attacker, { hp: result.attackerHp });
  next = log(next, { step: 'battle.damage', clauses: ['10-3', '10-4'], values: { attacker: b.attacker, defender: b.defender, damage: result.damage, hp: result.defenderHp } });
  return result.counter
    ? log(next, { step: 'battle.counter', clauses: ['10-8.1', '10-8.2', '10-6', '10-6.1'], values: { attacker: b.attacker, defender: b.defender, damage: result.counterDamage, hp: result.attackerHp } })
    : log(next, { step: 'battle.noCounter', clauses: ['10-8.5', '10-6', '10-6.1'], values: { attacker: b.attacker, defender: b.defender } });
}

const result = (c: CombatContext) => c.battle!.result!;

/** 10-4, 10-5, 10-5.1 — the attacked piece is destroyed: it leaves the board and the attacker completes its move. */
function attackerWins(c: CombatContext): CombatContext {
  const b = c.battle!;
  const next = setPiece(remove({ ...c, battle: null }, b.defender), b.attacker, { square: b.to, tapped: true });
  return log(next, { step: 'battle.defenderDestroyed', clauses: ['10-4', '10-5', '10-5.1', '7-3'], values: { attacker: b.attacker, defender: b.defender, ...square(b.to) } });
}

/** 10-8.3 — both fall at the same time. */
function bothFall(c: CombatContext): CombatContext {
  const b = c.battle!;
  return log(remove({ ...c, battle: null }, b.defender, b.attacker), { step: 'battle.bothDestroyed', clauses: ['10-8.3', '10-4'], values: { attacker: b.attacker, defender: b.defender } });
}

/** 10-8.4 — the counterattack destroys the attacker; the attacked piece stays where it is. */
function defenderWins(c: CombatContext): CombatContext {
  const b = c.battle!;
  return log(remove({ ...c, battle: null }, b.attacker), { step: 'battle.attackerDestroyed', clauses: ['10-8.4', '10-4'], values: { attacker: b.attacker, defender: b.defender } });
}

/** 10-7, 10-7.1, 10-7.2 — neither falls: the move is cancelled and the attacker stops on the square before, moved and tapped. */
function attackerStops(c: CombatContext): CombatContext {
  const b = c.battle!;
  const from = result(c).from;
  const next = setPiece({ ...c, battle: null }, b.attacker, { square: from, tapped: true, stopped: 'battle' });
  return log(next, { step: 'battle.attackerStops', clauses: ['10-7', '10-7.1', '10-7.2'], values: { attacker: b.attacker, defender: b.defender, ...square(from) } });
}

/** Why the turn player's piece may not make this move, citing the rule, or null. */
function whyNot(c: CombatContext, e: MoveEvent): Refusal | null {
  const why = whyNotMove(c, c.turn, pieceOf(c, e.piece), e.to, c.reading, c.summoning);
  return why && { step: `refuse.${why.reason}`, clauses: why.clauses, values: { piece: e.piece, ...square(e.to), ...(why.stopped && { by: why.stopped }) } };
}

const enemyThere = (c: CombatContext, to: Square) => c.pieces.some((p) => sameSquare(p.square, to) && p.owner !== c.turn);
/** The opponent master on a square a piece may move to: only under 1-2's other reading (board.ts refuses it under the site's). */
const masterThere = (c: CombatContext, e: MoveEvent) => (whyNot(c, e) === null ? c.masters.find((m) => sameSquare(m.square, e.to) && m.owner !== c.turn) : undefined);
/** 10-3 — the damage the piece deals: its ATK with its boost (a master has no reduction). */
const damageToMaster = (c: CombatContext, e: MoveEvent) => finalDamage(pieceOf(c, e.piece)!, {});

/**
 * 1-2, the other reading — the piece attacks the master on the square it moves to: its final damage
 * (10-3) comes off the master's life; the master is no piece, so it is neither destroyed nor moved,
 * and the attacker stops on the square before, counting as moved (as 10-7, 10-7.1). At 0 life or
 * less the master loses (1-3.1).
 */
function attackMaster(c: CombatContext, e: MoveEvent): CombatContext {
  const target = masterThere(c, e)!;
  const damage = damageToMaster(c, e);
  const life = target.life! - damage;
  const from = attackFrom(pieceOf(c, e.piece)!, e.to);
  const next = setPiece({ ...c, masters: c.masters.map((m) => (m === target ? { ...m, life } : m)) }, e.piece, { square: from, tapped: true, stopped: 'master' });
  const attacked = log(next, { step: 'master.attacked', clauses: ['1-2', '10-3', '10-7', '10-7.1'], values: { piece: e.piece, player: target.owner, damage, life, ...square(from) } });
  return life <= 0 ? log({ ...attacked, loser: target.owner }, { step: 'lose.life', clauses: ['1-3.1'], values: { player: target.owner } }) : attacked;
}

export const combatMachine = setup({
  types: {
    context: {} as CombatContext,
    events: {} as CombatEvent,
    input: {} as CombatInput,
    meta: {} as StateMeta,
  },
  guards: {
    /** 7-2, 7-3, 6-3, 1-2 — the piece is the turn player's, untapped, not just summoned, and the square is in its reach. */
    'piece may move': ruleGuard(({ context, event }: { context: CombatContext; event: CombatEvent }) => whyNot(context, event as MoveEvent)),
    /** 7-4, 10-1 — a move the piece may make, onto a square where an enemy piece stands. */
    'attacks an enemy': ({ context, event }) => whyNot(context, event as MoveEvent) === null && enemyThere(context, (event as MoveEvent).to),
    /** 1-2's other reading — a move onto the opponent master's square attacks it; 1-3.1 — at 0 life or less it loses. */
    'attacks the master, life to 0 or less': ({ context, event }) => {
      const target = masterThere(context, event as MoveEvent);
      return !!target && target.life! - damageToMaster(context, event as MoveEvent) <= 0;
    },
    'attacks the master': ({ context, event }) => !!masterThere(context, event as MoveEvent),
    'attacker wins': ({ context }) => result(context).defenderDestroyed && !result(context).attackerDestroyed,
    'both fall': ({ context }) => result(context).defenderDestroyed && result(context).attackerDestroyed,
    'defender wins': ({ context }) => result(context).attackerDestroyed,
  },
  actions: {
    move: assign(({ context, event }) => move(context, event as MoveEvent)),
    startBattle: assign(({ context, event }) => startBattle(context, event as MoveEvent)),
    avoid: assign(({ context }) => avoid(context)),
    fight: assign(({ context }) => fight(context)),
    attackerWins: assign(({ context }) => attackerWins(context)),
    bothFall: assign(({ context }) => bothFall(context)),
    defenderWins: assign(({ context }) => defenderWins(context)),
    attackerStops: assign(({ context }) => attackerStops(context)),
    attackMaster: assign(({ context, event }) => attackMaster(context, event as MoveEvent)),
    phaseEnd: assign(({ context }) => log(context, { step: 'phaseEnd', clauses: ['7-6'] })),
  },
}).createMachine({
  id: 'masters-and-pieces-combat',
  context: ({ input }) => initial(input),
  initial: 'action',
  meta: { clauses: ['7', '10'] },
  states: {
    action: {
      meta: { clauses: ['7-2', '7-6'] },
      on: {
        'piece.move': [
          { guard: 'attacks an enemy', target: 'battle', actions: 'startBattle', meta: { clauses: ['7-4', '10-1'] } },
          { guard: 'attacks the master, life to 0 or less', target: 'lost', actions: 'attackMaster', meta: { clauses: ['1-2', '1-3.1'] } },
          { guard: 'attacks the master', actions: 'attackMaster', meta: { clauses: ['1-2'] } },
          { guard: 'piece may move', actions: 'move', meta: { clauses: ['7-2', '7-3'] } },
        ],
        'phase.end': { target: 'over', actions: 'phaseEnd', meta: { clauses: ['7-6'] } },
      },
    },
    battle: {
      meta: { clauses: ['10'] },
      initial: 'priority',
      states: {
        priority: {
          // 10-2 — priority is the attacked side's: the turn player neither moves another piece nor ends the phase.
          meta: { clauses: ['10-2'], forbids: { 'piece.move': ['10-2'], 'phase.end': ['10-2'] } },
          on: {
            'battle.avoid': { target: '#masters-and-pieces-combat.action', actions: 'avoid', meta: { clauses: ['10-2', '10-7'] } },
            'battle.accept': { target: 'damage', actions: 'fight', meta: { clauses: ['10-2', '10-3', '10-8.1'] } },
          },
        },
        damage: {
          meta: { clauses: ['10-4', '10-8.2'] },
          on: {
            'step.continue': [
              { guard: 'attacker wins', target: '#masters-and-pieces-combat.action', actions: 'attackerWins', meta: { clauses: ['10-5'] } },
              { guard: 'both fall', target: '#masters-and-pieces-combat.action', actions: 'bothFall', meta: { clauses: ['10-8.3'] } },
              { guard: 'defender wins', target: '#masters-and-pieces-combat.action', actions: 'defenderWins', meta: { clauses: ['10-8.4'] } },
              { target: '#masters-and-pieces-combat.action', actions: 'attackerStops', meta: { clauses: ['10-7'] } },
            ],
          },
        },
      },
    },
    over: { meta: { clauses: ['7-6'] }, type: 'final' },
    /** 1-3.1 — a master's life fell to 0 or less: that master loses and the game is over. */
    lost: { meta: { clauses: ['1-3.1'] }, type: 'final' },
  },
});
