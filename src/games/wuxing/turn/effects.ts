/**
 * What a 五行 action does in the sandbox, as plain types: the context (context.ts) holds them and
 * the setup's schemas (setup.ts) check them, each importing them from here, so neither of those
 * two files imports the other both ways.
 */
import type { AttackElement } from '../rules';

/** What an active or passive spell does in the sandbox (setup.ts documents each kind). */
export type SpellEffect = { kind: 'shield'; points: number } | { kind: 'heal'; points: number } | { kind: 'draw'; count: number } | { kind: 'none' };
/** 5-2.4i — an attack's other effects. */
export type AttackEffect = { kind: 'drawModifier'; amount: number } | { kind: 'selfDamage'; amount: number } | { kind: 'draw'; count: number };
/** 5-2.4b — what a player did on their last turn. */
export type LastAction = { kind: 'attack'; element: AttackElement } | { kind: 'spell' } | { kind: 'none' };
