/**
 * 風雷卡牌's table as both of its flows see it, and the rules on it as pure functions: paying an
 * action cost (4-4, 4-7.3) or a rage cost (9-7), the attack declaration (5-1, 5-2, 5-3, 9-9), the
 * response chain (4-5, 4-5.1) and its resolution (9-3, and 4-5's note: the site's reading), the
 * attack's success, rage and damage (5-4, 5-5, 5-6), heals (7-9, 9-6: back to the printed HP by default,
 * up to 99 under the other reading), multi-use cards (8-6.2,
 * 9-4), legendary summoning (7-2.1…7-2.3), and the first win condition (1-2.1). The game flow and the attack flow step the same
 * functions, so a chain resolves alike in both.
 */
import { logged, type Log, type LogEntry } from '../../engine/log';
import type { Refusal } from '../../engine/refusal';

export type Player = 0 | 1;
export const other = (p: Player): Player => (p === 0 ? 1 : 0);

/** An attack value and the action cost of declaring it (7-7, 7-8). */
export interface Attack {
  atk: number;
  cost: number;
}
export type AttackKind = 'physical' | 'magic';

export interface Character {
  id: string;
  owner: Player;
  /** Summon cost (7-4); a legendary character has none (0 here). */
  summon: number;
  hp: number;
  /** The HP printed on the card (7-9): how far a heal restores it, by the site's reading of 9-6 and 7-9. */
  printedHp: number;
  physical: Attack;
  magic: Attack;
  rage: number;
  /** 9-9 — summoned this turn: it may not attack. The characters chosen in the selection phase are not (9-9's note). */
  summoned?: boolean;
  /** 5-1 — attacks it has made in this attack turn. */
  attacked?: number;
  /** Returned from the graveyard this turn by the example card 還魂符, whose text says it may not attack this turn (8-8). */
  returned?: boolean;
}

/**
 * What a tactic card does in these sandboxes. `stop` ends the attack (9-3.1 奧義‧念力封鎖); `cancel`
 * negates what it responds to (the card or the declaration right under it on the chain); both
 * directly interfere (9-3). `heal` restores HP to a character (9-3.2 月之草); `legendary` is the medium
 * of a legendary summon (7-2.1): it names the legendary card and the original character; `revive` returns
 * a character of its player's graveyard to the field (9-8); `other` is an effect the sandboxes do not compute. The source defines no card's numbers: every card here is the site's example.
 */
export type Effect = 'stop' | 'cancel' | 'heal' | 'legendary' | 'revive' | 'other';
export interface Tactic {
  id: string;
  /** Its action cost (8-4); a rage card has none. */
  cost: number;
  /** A rage card's rage cost (8-2, 9-7). */
  rage?: number;
  /** ✓ usable in one's own defense turn; ⊘ only in one's attack turn (8-7, 9-2). */
  defense: boolean;
  effect: Effect;
  /** HP a heal restores. */
  amount?: number;
  /** Uses (8-6.2): more than 1 stays on the field after its first use. */
  uses?: number;
  /** 7-2.1 — a medium's legendary card (in its player's character deck) and the original character it replaces. */
  legendary?: string;
  original?: string;
  /**
   * 9-4 — a passive effect that takes effect only when action value is paid (the example card's text): the
   * card stays on the field once it has resolved, and at the start of every turn, after the action
   * values are gained (4-3), its player pays its action cost; a player who cannot pay loses the card to
   * the graveyard.
   */
  passive?: boolean;
  /** 8-5 — the printing's illustration (1 when not given): every printing of a name is the same card. */
  art?: number;
}

/** A character card in a character deck (2-2): a legendary one has no summon cost (7-4). */
export type CharacterCard = Omit<Character, 'owner' | 'rage' | 'summoned' | 'attacked' | 'printedHp' | 'returned'> & { legendary?: boolean };
/** A multi-use card on the field (8-6.2), with the uses it has left. */
export interface FieldCard {
  card: Tactic;
  owner: Player;
  left: number;
}

/** A player's action value: this turn's, and the storage (行動槽, 4-7.2). */
export interface Purse {
  turn: number;
  stored: number;
}

/** A card or skill put on the chain: who, which card, its heal's target or its rage's payer. */
export interface Link {
  card: Tactic;
  player: Player;
  target?: string;
  payer?: string;
  /** A use of a card already on the field (9-4): it goes back there, not to the graveyard. */
  fromField?: boolean;
  status: 'waiting' | 'resolved' | 'negated';
}
/** What the chain began with: an attack declaration, or a tactic card the attacker played. */
export type Base =
  | { type: 'attack'; by: string; target: string; kind: AttackKind; status: 'waiting' | 'resolved' | 'negated' }
  | { type: 'tactic'; link: Link };
export interface Chain {
  base: Base;
  links: Link[];
  /** Who may respond next (4-5): the defender first, then the attacker, and so on. */
  responder: Player;
  /** Once the chain is closed: what is still to resolve, in order (-1 is the base). */
  order: number[] | null;
}

/**
 * 7-9, 9-6 — the disputed point of healing: a heal restores HP up to the value printed on the card
 * (`printed`, the site's reading: 回復 restores what was lost), or up to 99, the cap on every stat
 * (`cap`). 99 bounds both.
 */
export type Healing = 'printed' | 'cap';
export const HEALINGS = ['printed', 'cap'] as const;

export interface Table {
  /** The reading of 7-9 and 9-6 in use (the setup's `healing`). */
  healing: Healing;
  /** The attacking player (攻擊方): whose attack turn it is (4-2). */
  attacker: Player;
  characters: Character[];
  /** What is left of each player's character deck, set aside (3-2): where a legendary card waits (7-2.1). */
  characterDecks: [CharacterCard[], CharacterCard[]];
  hands: [Tactic[], Tactic[]];
  field: FieldCard[];
  graveyard: [string[], string[]];
  /** The characters in the graveyards as they were on the field, to return by a card's effect (9-8). */
  fallen: Character[];
  action: [Purse, Purse];
  chain: Chain | null;
  /** 1-2 — the winner, once the game is decided. */
  winner: Player | null;
  log: Log | null;
}

export const MAX_STAT = 99;
const log = <T extends Table>(t: T, ...entries: LogEntry[]): T => logged(t, ...entries);
export const onField = (t: Table, id: string) => t.characters.find((c) => c.id === id);
const totalOf = (p: Purse) => p.turn + p.stored;
const setAt = <T,>(pair: [T, T], p: Player, value: T): [T, T] => (p === 0 ? [value, pair[1]] : [pair[0], value]);

/** 4-7.3 — an action cost is paid from this turn's value first, then from the storage. */
export function pay(purse: Purse, cost: number): Purse {
  const fromTurn = Math.min(purse.turn, cost);
  return { turn: purse.turn - fromTurn, stored: purse.stored - (cost - fromTurn) };
}

/** 4-4 — why this player cannot pay the action cost, or null: 「持有的行動值少於行動費用時，不能發動」 (what is held counts the storage, 4-7.3). */
export const whyNotPay = (t: Table, p: Player, cost: number, id: string): Refusal | null =>
  totalOf(t.action[p]) < cost ? { step: 'refuse.action', clauses: ['4-4'], values: { player: p, id, cost, turn: t.action[p].turn, stored: t.action[p].stored } } : null;

/** Pays and logs an action cost. */
function payAction<T extends Table>(t: T, p: Player, cost: number, id: string): T {
  if (cost === 0) return t;
  const purse = pay(t.action[p], cost);
  return log({ ...t, action: setAt(t.action, p, purse) }, { step: 'pay', clauses: ['4-4', '4-7.3'], values: { player: p, id, cost, turn: purse.turn, stored: purse.stored } });
}

export interface Declaration {
  by: string;
  target: string;
  kind: AttackKind;
}
/** A declaration as an event carries it (its other keys left out). */
export const declarationOf = (e: { type: string }): Declaration => {
  const d = e as unknown as Declaration;
  return { by: d.by, target: d.target, kind: d.kind };
};

/** 5-1, 5-2, 5-3, 9-9, 4-4 — why the attacker may not declare this attack, or null. */
export function whyNotDeclare(t: Table, d: Declaration): Refusal | null {
  const by = onField(t, d.by);
  if (!by || by.owner !== t.attacker) return { step: 'refuse.notYours', clauses: ['5-2'], values: { id: d.by, player: t.attacker } };
  if (by.summoned) return { step: 'refuse.summoned', clauses: ['9-9'], values: { id: d.by } };
  // The example card 還魂符's text (8-8): a character it returns may not attack this turn.
  if (by.returned) return { step: 'refuse.returned', clauses: ['8-8'], values: { id: d.by } };
  if ((by.attacked ?? 0) >= 1) return { step: 'refuse.attacked', clauses: ['5-1'], values: { id: d.by } };
  const target = onField(t, d.target);
  if (!target || target.owner === t.attacker) return { step: 'refuse.target', clauses: ['5-2'], values: { id: d.target } };
  return whyNotPay(t, t.attacker, by[d.kind].cost, d.by);
}
/** 5-2, 5-3 — the declaration: its cost paid (7-7, 7-8), the chain opened for the defender (4-5). */
export function declare<T extends Table>(t: T, d: Declaration): T {
  const by = onField(t, d.by)!;
  const declared = log(
    { ...t, characters: t.characters.map((c) => (c.id === d.by ? { ...c, attacked: (c.attacked ?? 0) + 1 } : c)) },
    { step: 'declare', clauses: ['5-2', '5-3', d.kind === 'physical' ? '7-7' : '7-8'], values: { by: d.by, target: d.target, kind: d.kind, atk: by[d.kind].atk, cost: by[d.kind].cost } },
  );
  const paid = payAction(declared, t.attacker, by[d.kind].cost, d.by);
  return openChain(paid, { type: 'attack', ...d, status: 'waiting' });
}

function openChain<T extends Table>(t: T, base: Base): T {
  return log({ ...t, chain: { base, links: [], responder: other(t.attacker), order: null } }, { step: 'chain.open', clauses: ['4-5'], values: { player: other(t.attacker) } });
}

export interface Play {
  card: string;
  target?: string;
  payer?: string;
}

/** A card played as an event carries it (its other keys left out). */
export const playOf = (e: { type: string }): Play => {
  const r = e as unknown as Play;
  return { card: r.card, ...(r.target && { target: r.target }), ...(r.payer && { payer: r.payer }) };
};

/** A card as it is played: from the hand, or a multi-use card of the player's on the field (9-4). */
const cardOf = (t: Table, p: Player, id: string, fromField: boolean): Tactic | undefined =>
  fromField ? t.field.find((f) => f.card.id === id && f.owner === p && f.left > 0)?.card : t.hands[p].find((c) => c.id === id);

/** Whether a card names a character: a heal's on the field, a return's in the graveyard. */
const aimed = (card: Tactic) => card.effect === 'heal' || card.effect === 'revive';
/** A character of this player's in the graveyard, as it was on the field. */
export const inGraveyard = (t: Table, p: Player, id: string) => (t.graveyard[p].includes(id) ? t.fallen.find((c) => c.id === id && c.owner === p) : undefined);

/** 9-7, 4-4 — what every card needs, whoever plays it: a heal's target, and its cost paid from rage or action value. */
function whyNotPlayCard(t: Table, p: Player, card: Tactic, play: Play, fromField: boolean): Refusal | null {
  // The example heal's text (8-8) names a character on the field.
  if (card.effect === 'heal' && !onField(t, play.target ?? '')) return { step: 'refuse.healTarget', clauses: ['8-8'], values: { id: card.id } };
  // The example card 還魂符's text (8-8) names a character in its player's own graveyard.
  if (card.effect === 'revive' && !inGraveyard(t, p, play.target ?? '')) return { step: 'refuse.reviveTarget', clauses: ['8-8'], values: { id: card.id, player: p } };
  if (card.effect === 'legendary') {
    const original = onField(t, card.original ?? '');
    if (!original || original.owner !== p) return { step: 'refuse.noOriginal', clauses: ['7-2.1'], values: { id: card.id, original: card.original ?? '' } };
    if (!t.characterDecks[p].some((x) => x.id === card.legendary && x.legendary)) return { step: 'refuse.noLegendary', clauses: ['7-2.1'], values: { id: card.id, legendary: card.legendary ?? '' } };
  }
  if (fromField) return null;
  if (card.rage !== undefined) {
    const payer = onField(t, play.payer ?? '');
    if (!payer || payer.owner !== p) return { step: 'refuse.ragePayer', clauses: ['9-7'], values: { id: card.id, player: p } };
    if (payer.rage < card.rage) return { step: 'refuse.rage', clauses: ['9-7'], values: { id: card.id, payer: payer.id, rage: payer.rage, cost: card.rage } };
    return null;
  }
  return whyNotPay(t, p, card.cost, card.id);
}

/** Pays a card's cost: nothing for a further use of a card on the field (9-4), rage from its payer (9-7), else action value (4-4). */
function payCard<T extends Table>(t: T, p: Player, card: Tactic, play: Play, fromField: boolean): T {
  if (fromField) return log(t, { step: 'use.free', clauses: ['9-4'], values: { player: p, id: card.id } });
  if (card.rage !== undefined) {
    const payer = onField(t, play.payer!)!;
    return log({ ...t, characters: t.characters.map((c) => (c.id === payer.id ? { ...c, rage: c.rage - card.rage! } : c)) }, { step: 'pay.rage', clauses: ['9-7'], values: { player: p, id: card.id, payer: payer.id, cost: card.rage, left: payer.rage - card.rage } });
  }
  return payAction(t, p, card.cost, card.id);
}

/** Takes a card from the hand (or leaves it on the field, for a further use). */
const takeCard = <T extends Table>(t: T, p: Player, card: Tactic, fromField: boolean): T => {
  if (fromField) return t;
  const hand = [...t.hands[p]];
  hand.splice(hand.findIndex((c) => c.id === card.id), 1);
  return { ...t, hands: setAt(t.hands, p, hand) };
};

/** 4-4, 8-6.1 — why the attacker may not play this tactic card now, or null. */
export function whyNotPlay(t: Table, play: Play, fromField = false): Refusal | null {
  const card = cardOf(t, t.attacker, play.card, fromField);
  // 4-4's note (the site's reading): a tactic card is used from the hand; no clause's text says so.
  if (!card) return fromField ? { step: 'refuse.notOnField', clauses: ['8-6.2'], values: { id: play.card, player: t.attacker } } : { step: 'refuse.notHeld', clauses: ['4-4'], values: { id: play.card, player: t.attacker } };
  // The example cards that stop or cancel are written as responses: their text says so (8-8), not a rule.
  if (card.effect === 'stop' || card.effect === 'cancel') return { step: 'refuse.onlyResponse', clauses: ['8-8'], values: { id: card.id } };
  return whyNotPlayCard(t, t.attacker, card, play, fromField);
}
/** 4-4 — the attacker plays a tactic card (or uses one on the field again, 9-4); the defender may respond (4-5). */
export function play<T extends Table>(t: T, p: Play, fromField = false): T {
  const card = cardOf(t, t.attacker, p.card, fromField)!;
  p = { ...p, target: aimed(card) ? p.target : undefined };
  const played = log(takeCard(t, t.attacker, card, fromField), { step: p.target ? 'play.aimed' : 'play', clauses: ['4-4'], values: { player: t.attacker, id: card.id, ...(p.target && { target: p.target }) } });
  return openChain(payCard(played, t.attacker, card, p, fromField), { type: 'tactic', link: { card, player: t.attacker, target: p.target, payer: p.payer, fromField, status: 'waiting' } });
}

/** 4-5, 4-5.1, 9-2 — why the player who may respond now may not put this card on the chain, or null. */
export function whyNotRespond(t: Table, r: Play): Refusal | null {
  const chain = t.chain!;
  const p = chain.responder;
  const card = cardOf(t, p, r.card, false);
  // A multi-use card of the responder's on the field is no response: the site's reading (4-5's note)
  // has responses made from the hand, and a card on the field used again only by the attacker in the
  // main phase. No clause's text says so; nor that a card is used from the hand at all (4-4's note, the
  // site's reading: a card held in neither hand nor field is not used).
  if (!card && t.field.some((f) => f.owner === p && f.card.id === r.card)) return { step: 'refuse.responseFromField', clauses: ['4-5'], values: { id: r.card, player: p } };
  if (!card) return { step: 'refuse.notHeld', clauses: ['4-5', '4-4'], values: { id: r.card, player: p } };
  if (p !== t.attacker && !card.defense) return { step: 'refuse.defenseTurn', clauses: ['4-5.1', '9-2'], values: { id: card.id } };
  // 9-3.1 — a card that ends an attack is used when an attack is declared.
  if (card.effect === 'stop' && chain.base.type !== 'attack') return { step: 'refuse.noAttack', clauses: ['9-3.1'], values: { id: card.id } };
  return whyNotPlayCard(t, p, card, r, false);
}
/** 4-5 — a response goes on top of the chain, paid; the other player may respond to it. */
export function respond<T extends Table>(t: T, r: Play): T {
  const chain = t.chain!;
  const p = chain.responder;
  const card = cardOf(t, p, r.card, false)!;
  r = { ...r, target: aimed(card) ? r.target : undefined };
  const link: Link = { card, player: p, target: r.target, payer: r.payer, status: 'waiting' };
  const put = log({ ...takeCard(t, p, card, false), chain: { ...chain, links: [...chain.links, link], responder: other(p) } }, { step: r.target ? 'respond.aimed' : 'respond', clauses: ['4-5'], values: { player: p, id: card.id, ...(r.target && { target: r.target }) } });
  return payCard(put, p, card, r, false);
}

/** Whether a card directly interferes with the attack or with another card on the chain (9-3). */
export const interferes = (card: Tactic) => card.effect === 'stop' || card.effect === 'cancel';

/**
 * The order the chain resolves in, the site's reading (4-5's note): last in, first out; when it began
 * with an attack, what directly interferes resolves first (last first), then the attack, then the
 * other responses (last first) — 9-3.
 */
export function resolutionOrder(chain: Chain): number[] {
  const last = chain.links.map((_, i) => i).reverse();
  if (chain.base.type !== 'attack') return [...last, -1];
  return [...last.filter((i) => interferes(chain.links[i].card)), -1, ...last.filter((i) => !interferes(chain.links[i].card))];
}

/** 4-5 — the player who may respond passes: the chain is closed and resolves. */
export function closeChain<T extends Table>(t: T): T {
  const chain = t.chain!;
  const attack = chain.base.type === 'attack';
  return log({ ...t, chain: { ...chain, order: resolutionOrder(chain) } }, { step: attack ? 'chain.close' : 'chain.close.tactic', clauses: attack ? ['4-5', '9-3'] : ['4-5'], values: { player: chain.responder, links: chain.links.length } });
}

export const chainResolved = (t: Table) => t.chain?.order?.length === 0;

/** A used card's place afterwards: its uses left keep it on the field (8-6.2), else the graveyard (4-5.2). A card
 * negated on the chain was used too: it loses the use it was played for (4-5.2's note, the site's reading). */
function afterUse<T extends Table>(t: T, link: Link): T {
  const { card, player } = link;
  const onTable = t.field.find((f) => f.card.id === card.id && f.owner === player);
  const left = link.fromField ? onTable!.left - 1 : (card.uses ?? 1) - 1;
  const field = t.field.filter((f) => f !== onTable);
  // 9-4 — a passive card (the example card's text) stays on the field once it has taken effect.
  if (card.passive && link.status === 'resolved' && !onTable) return log({ ...t, field: [...field, { card, owner: player, left }] }, { step: 'card.passive', clauses: ['8-8', '9-4'], values: { id: card.id, player } });
  if (left > 0) return log({ ...t, field: [...field, { card, owner: player, left }] }, { step: 'card.stays', clauses: ['8-6.2', '4-5.2'], values: { id: card.id, left } });
  return log({ ...t, field, graveyard: setAt(t.graveyard, player, [...t.graveyard[player], card.id]) }, { step: 'card.graveyard', clauses: ['4-5.2'], values: { id: card.id, player } });
}

/**
 * 7-9, 9-6 — a character's HP after a heal of `amount`: up to its printed HP (`printed`, the site's
 * reading), or up to 99 (`cap`); a heal never lowers HP, and nothing goes past 99.
 */
export function healed(c: Character, amount: number, healing: Healing): number {
  const ceiling = healing === 'printed' ? Math.min(c.printedHp, MAX_STAT) : MAX_STAT;
  return Math.max(c.hp, Math.min(ceiling, c.hp + amount));
}

/** What a link's effect does when it resolves (its target below it, for a cancel). */
function effectOf<T extends Table>(t: T, index: number): T {
  const chain = t.chain!;
  const link = index === -1 ? (chain.base as Extract<Base, { type: 'tactic' }>).link : chain.links[index];
  const card = link.card;
  if (card.effect === 'cancel') {
    const under = index - 1;
    if (under === -1 && chain.base.type === 'attack') {
      return log({ ...t, chain: { ...chain, base: { ...chain.base, status: 'negated' } } }, { step: 'effect.cancelAttack', clauses: ['9-3'], values: { id: card.id, by: chain.base.by } });
    }
    const negated = under === -1 ? (chain.base as Extract<Base, { type: 'tactic' }>).link : chain.links[under];
    const links = chain.links.map((l, i) => (i === under ? { ...l, status: 'negated' as const } : l));
    const base = under === -1 && chain.base.type === 'tactic' ? { ...chain.base, link: { ...chain.base.link, status: 'negated' as const } } : chain.base;
    return log({ ...t, chain: { ...chain, links, base } }, { step: 'effect.cancel', clauses: ['9-3'], values: { id: card.id, other: negated.card.id } });
  }
  if (card.effect === 'stop') {
    if (chain.base.type !== 'attack' || chain.base.status !== 'waiting') return log(t, { step: 'effect.nothing', clauses: ['9-3'], values: { id: card.id } });
    return log({ ...t, chain: { ...chain, base: { ...chain.base, status: 'negated' } } }, { step: 'effect.stop', clauses: ['9-3', '9-3.1'], values: { id: card.id, by: chain.base.by } });
  }
  if (card.effect === 'heal') {
    const target = onField(t, link.target!);
    // 9-3.2 — a character that has gone to the graveyard gets nothing: the card and its cost are wasted.
    if (!target) return log(t, { step: 'effect.wasted', clauses: ['9-3.2'], values: { id: card.id, target: link.target! } });
    const hp = healed(target, card.amount ?? 0, t.healing);
    return log({ ...t, characters: t.characters.map((c) => (c.id === target.id ? { ...c, hp } : c)) }, { step: 'effect.heal', clauses: ['7-9', '9-6'], values: { id: card.id, target: target.id, amount: hp - target.hp, hp, printed: target.printedHp, healing: t.healing } });
  }
  if (card.effect === 'legendary') return legendarySummon(t, link);
  if (card.effect === 'revive') return revive(t, link);
  return log(t, { step: 'effect.other', clauses: ['8-8'], values: { id: card.id } });
}

/**
 * 9-8 — a character returns from the graveyard to the field by a card's effect: its rage is 0, and
 * whatever raised or lowered its numbers is gone. By the example card's text (8-8) it comes back with
 * the HP printed on its card and may not attack this turn. If it has left the graveyard meanwhile,
 * the card does nothing.
 */
function revive<T extends Table>(t: T, link: Link): T {
  const p = link.player;
  const fallen = inGraveyard(t, p, link.target!);
  if (!fallen) return log(t, { step: 'effect.noReturn', clauses: ['9-8'], values: { id: link.card.id, target: link.target! } });
  const back: Character = { ...fallen, hp: fallen.printedHp, rage: 0, summoned: false, attacked: 0, returned: true };
  const graveyard = [...t.graveyard[p]];
  graveyard.splice(graveyard.lastIndexOf(fallen.id), 1);
  return log(
    { ...t, characters: [...t.characters, back], graveyard: setAt(t.graveyard, p, graveyard), fallen: t.fallen.filter((c) => c !== fallen) },
    { step: 'effect.return', clauses: ['9-8', '8-8'], values: { id: link.card.id, target: fallen.id, player: p, rage: fallen.rage, hp: back.hp } },
  );
}

/**
 * 9-4 — at the start of a turn, after the action values are gained, each passive card on the field takes
 * its action cost from its player (the attacker's first; 4-7.3: this turn's value first); a player who
 * holds less loses the card to the graveyard.
 */
export function passivePayments<T extends Table>(t: T): T {
  const passive = t.field.filter((f) => f.card.passive);
  return [...passive.filter((f) => f.owner === t.attacker), ...passive.filter((f) => f.owner !== t.attacker)].reduce((acc, f) => {
    const p = f.owner;
    const cost = f.card.cost;
    if (totalOf(acc.action[p]) < cost) {
      return log({ ...acc, field: acc.field.filter((x) => x !== f), graveyard: setAt(acc.graveyard, p, [...acc.graveyard[p], f.card.id]) }, { step: 'passive.lost', clauses: ['9-4', '4-5.2'], values: { id: f.card.id, player: p, cost, turn: acc.action[p].turn, stored: acc.action[p].stored } });
    }
    const purse = pay(acc.action[p], cost);
    return log({ ...acc, action: setAt(acc.action, p, purse) }, { step: 'passive.pay', clauses: ['9-4', '4-7.3'], values: { id: f.card.id, player: p, cost, turn: purse.turn, stored: purse.stored } });
  }, t);
}

/**
 * 7-2.1…7-2.3 — a legendary summon resolves: the legendary card comes from its player's character deck,
 * the original goes to the graveyard. The legendary keeps its own numbers and none of the original's
 * rage (or equipment, spells, skills: not modelled here); summoned now, it may not attack this turn (9-9).
 */
function legendarySummon<T extends Table>(t: T, link: Link): T {
  const p = link.player;
  const original = onField(t, link.card.original!);
  const card = t.characterDecks[p].find((x) => x.id === link.card.legendary);
  if (!original || original.owner !== p || !card) return log(t, { step: 'legendary.fails', clauses: ['7-2.1'], values: { id: link.card.id, original: link.card.original!, legendary: link.card.legendary! } });
  const { legendary: _, copies: __, ...numbers } = card as CharacterCard & { copies?: number };
  const entered: Character = { ...numbers, printedHp: numbers.hp, owner: p, rage: 0, summoned: true, attacked: 0 };
  return log(
    {
      ...t,
      characters: t.characters.map((c) => (c.id === original.id ? entered : c)),
      characterDecks: setAt(t.characterDecks, p, t.characterDecks[p].filter((x) => x.id !== card.id)),
      graveyard: setAt(t.graveyard, p, [...t.graveyard[p], original.id]),
      fallen: [...t.fallen, original],
    },
    { step: 'legendary.summon', clauses: ['7-2.1', '7-2.2'], values: { id: link.card.id, legendary: card.id, original: original.id, player: p } },
    { step: 'legendary.inherits', clauses: ['7-2.3', '9-9'], values: { legendary: card.id, original: original.id, rage: original.rage } },
  );
}

/** 5-4, 5-5, 5-6 — the attack resolves: stopped, or it succeeds: 1 rage to its target, then damage; 0 HP or less, the graveyard. */
function resolveAttack<T extends Table>(t: T): T {
  const chain = t.chain!;
  const base = chain.base as Extract<Base, { type: 'attack' }>;
  const done = { ...chain, base: { ...base, status: base.status === 'waiting' ? ('resolved' as const) : base.status } };
  if (base.status === 'negated') return log({ ...t, chain: done }, { step: 'attack.stopped', clauses: ['9-3', '5-6'], values: { by: base.by, target: base.target } });
  const by = onField(t, base.by);
  const target = onField(t, base.target);
  // The attacker's character may have left the field, or its target, by an effect the sandbox does not compute.
  if (!by || !target) return log({ ...t, chain: done }, { step: 'attack.gone', clauses: ['5-4'], values: { by: base.by, target: base.target } });
  const atk = by[base.kind].atk;
  const rage = target.rage + 1;
  const hp = target.hp - atk;
  const hit = log({ ...t, chain: done }, { step: 'attack.succeeds', clauses: ['5-4', '5-6', '9-8'], values: { by: by.id, target: target.id, rage } }, { step: 'damage', clauses: ['5-4', '7-9'], values: { target: target.id, atk, hp: Math.max(hp, 0), was: target.hp } });
  if (hp > 0) return { ...hit, characters: t.characters.map((c) => (c.id === target.id ? { ...c, hp, rage } : c)) };
  const gone = log({ ...hit, characters: t.characters.filter((c) => c.id !== target.id), graveyard: setAt(t.graveyard, target.owner, [...t.graveyard[target.owner], target.id]), fallen: [...t.fallen, { ...target, hp: 0, rage }] }, { step: 'character.graveyard', clauses: ['5-5', '7-9'], values: { id: target.id, player: target.owner } });
  return gone;
}

/** Resolves the next card or declaration of the closed chain (one step at a time, for the reader to watch). */
export function resolveNext<T extends Table>(t: T): T {
  const chain = t.chain!;
  const [index, ...rest] = chain.order!;
  const next = { ...t, chain: { ...chain, order: rest } };
  if (index === -1 && chain.base.type === 'attack') return resolveAttack(next);
  const link = index === -1 ? (chain.base as Extract<Base, { type: 'tactic' }>).link : chain.links[index];
  const acted = link.status === 'negated' ? log(next, { step: 'card.negated', clauses: ['9-3'], values: { id: link.card.id } }) : effectOf(next, index);
  const marked = acted.chain!;
  const status = link.status === 'negated' ? 'negated' : 'resolved';
  const chainAfter: Chain = index === -1 ? { ...marked, base: { type: 'tactic', link: { ...link, status } } } : { ...marked, links: marked.links.map((l, i) => (i === index ? { ...l, status: l.status === 'negated' ? 'negated' : status } : l)) };
  const resolvedLink = index === -1 ? (chainAfter.base as Extract<Base, { type: 'tactic' }>).link : chainAfter.links[index];
  return afterUse({ ...acted, chain: chainAfter }, resolvedLink);
}

/** 1-2.1 — after a chain: a player with no character left loses. The chain is cleared. */
export function endChain<T extends Table>(t: T): T {
  const cleared = log({ ...t, chain: null }, { step: 'chain.end', clauses: ['4-5'], values: {} });
  const loser = ([t.attacker, other(t.attacker)] as Player[]).find((p) => !t.characters.some((c) => c.owner === p));
  if (loser === undefined) return cleared;
  return log({ ...cleared, winner: other(loser) }, { step: 'win.noCharacters', clauses: ['1-2.1'], values: { player: other(loser), loser } });
}

/**
 * The chain's two states as both flows have them (4-5, 9-3), to spread into a machine's states: the
 * machine names the actions `respond`, `close`, `resolveNext`, `endChain` and the guards `may respond`,
 * `the chain has resolved`; `after` is the state the flow returns to once the chain has resolved.
 */
export const chainStates = <After extends string>(after: After) =>
  ({
    // 4-5 — the chain is open: the player whose turn it is to respond puts a card on it, or passes;
    // responses alternate until the chain ends, so the attacker declares nothing new, plays no card of
    // its own and does not end the turn meanwhile (4-5 forbids it).
    chain: {
      meta: { clauses: ['4-5', '4-5.1'], forbids: { 'attack.declare': ['4-5'], 'tactic.play': ['4-5'], 'tactic.use': ['4-5'], 'turn.end': ['4-5'] } },
      on: {
        respond: { guard: 'may respond' as const, target: 'chain', actions: 'respond' as const, meta: { clauses: ['4-5', '4-5.1', '9-2'] } },
        'chain.pass': { target: 'resolving', actions: 'close' as const, meta: { clauses: ['4-5', '9-3'] } },
      },
    },
    // 9-3 — the chain resolves one card at a time, in the order 4-5's note gives: a successful attack
    // adds 1 rage to its target (9-8); a card may return a character from the graveyard, its rage 0 (9-8).
    resolving: {
      meta: { clauses: ['9-3', '5-4', '9-8'] },
      always: { guard: 'the chain has resolved' as const, target: after, actions: 'endChain' as const, meta: { clauses: ['4-5'] } },
      on: { 'step.continue': { target: 'resolving', actions: 'resolveNext' as const, meta: { clauses: ['9-3', '5-4', '5-5', '9-8'] } } },
    },
  });

