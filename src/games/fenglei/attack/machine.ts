/**
 * 風雷卡牌's attack declaration and response chain (5, 4-5, 9-3) as a machine, within one attack
 * turn: the attacking player names one of its characters, a target and physical or magic attack,
 * paying its cost (5-2, 5-3, 7-7, 7-8); the defender may respond, then the attacker, and so on until
 * one of them passes (4-5); then the chain resolves one card at a time — what directly interferes
 * first, then the attack, then the rest (9-3; the order is the site's reading, 4-5's note). The rules
 * are table.ts's, shared with the game flow. The disputed point of healing (7-9, 9-6) is switchable:
 * `healing: 'printed'` (the site's reading, the default) or `'cap'`. Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog } from '../../../engine/log';
import { ruleGuard, type StateMeta } from '../../../engine/refusal';
import {
  chainResolved,
  declarationOf,
  playOf,
  chainStates,
  closeChain,
  declare,
  endChain,
  resolveNext,
  respond,
  whyNotDeclare,
  whyNotRespond,
  type Character,
  type Declaration,
  type FieldCard,
  type Healing,
  type Play,
  type Player,
  type Purse,
  type Table,
  type Tactic,
} from '../table';

export interface AttackInput {
  /** 7-9, 9-6 — how far a heal restores HP: `printed` (the site's reading, the default) or `cap` (99). */
  healing?: Healing;
  attacker: Player;
  /** A character's printed HP is its HP unless the setup says otherwise (it was damaged or healed before). */
  characters: (Omit<Character, 'printedHp'> & { printedHp?: number })[];
  hands: [Tactic[], Tactic[]];
  action: [Purse, Purse];
  field?: FieldCard[];
}
export interface AttackContext extends Table {
  /** The position it started from, so the sandbox can start it over under the other reading of healing. */
  setup: AttackInput;
}

export type AttackEvent =
  | ({ type: 'attack.declare' } & Declaration)
  | ({ type: 'respond' } & Play)
  | { type: 'chain.pass' }
  | { type: 'step.continue' }
  | { type: 'turn.end' };

function initial(input: AttackInput): AttackContext {
  return {
    healing: input.healing ?? 'printed',
    setup: input,
    attacker: input.attacker,
    characters: input.characters.map((c) => ({ ...c, printedHp: c.printedHp ?? c.hp })),
    characterDecks: [[], []],
    hands: [[...input.hands[0]], [...input.hands[1]]],
    field: [...(input.field ?? [])],
    graveyard: [[], []],
    fallen: [],
    action: [{ ...input.action[0] }, { ...input.action[1] }],
    chain: null,
    winner: null,
    log: newLog({ step: 'start', clauses: ['4-2', '5-1'], values: { player: input.attacker } }),
  };
}

export const attackMachine = setup({
  types: {
    context: {} as AttackContext,
    events: {} as AttackEvent,
    input: {} as AttackInput,
    meta: {} as StateMeta,
  },
  guards: {
    'may declare': ruleGuard(({ context, event }: { context: AttackContext; event: AttackEvent }) => whyNotDeclare(context, declarationOf(event))),
    'may respond': ruleGuard(({ context, event }: { context: AttackContext; event: AttackEvent }) => whyNotRespond(context, playOf(event))),
    'the chain has resolved': ({ context }) => chainResolved(context),
    'a player has no character left': ({ context }) => context.winner !== null,
  },
  actions: {
    declare: assign(({ context, event }) => declare(context, declarationOf(event))),
    respond: assign(({ context, event }) => respond(context, playOf(event))),
    close: assign(({ context }) => closeChain(context)),
    resolveNext: assign(({ context }) => resolveNext(context)),
    endChain: assign(({ context }) => endChain(context)),
    endTurn: assign(({ context }) => logged(context, { step: 'turn.end', clauses: ['4-6'], values: { player: context.attacker } })),
  },
}).createMachine({
  id: 'fenglei-attack',
  context: ({ input }) => initial(input),
  initial: 'declaring',
  meta: { clauses: ['5', '4-5'] },
  states: {
    // The attacking player's main phase, as far as attacks go: declare one, or end the turn (4-6).
    declaring: {
      meta: { clauses: ['4-4', '5-1', '5-2'] },
      always: { guard: 'a player has no character left', target: 'over', meta: { clauses: ['1-2.1'] } },
      on: {
        'attack.declare': { guard: 'may declare', target: 'chain', actions: 'declare', meta: { clauses: ['5-2', '5-3', '4-4'] } },
        'turn.end': { target: 'turnEnded', actions: 'endTurn', meta: { clauses: ['4-6'] } },
      },
    },
    ...chainStates('declaring'),
    turnEnded: { type: 'final', meta: { clauses: ['4-6'] } },
    over: { type: 'final', meta: { clauses: ['1-2.1'] } },
  },
});
