/**
 * 風雷卡牌's table as a reader sees it, for both flows: each player's role, action value (this
 * turn's and the storage), characters (HP, rage, both attacks with their costs), hand, multi-use
 * cards on the field and graveyard; and the chain drawn as a stack, the last card on top, each
 * marked waiting, resolved or negated, the next to resolve pointed out.
 */
import type { ComponentChildren } from 'preact';
import { fill, nameWord, tableWord, type FlowWords } from '../../engine/words';
import { typeset } from '../../lib/typeset';
import type { Chain, Character, Player, Table, Tactic } from './table';

const PLAYERS: Player[] = [0, 1];

/** A tactic card in a line: name, cost (or rage cost), ✓/⊘ and what it does. */
export function cardLine(words: FlowWords, card: Tactic): string {
  const u = words.ui;
  const cost = card.rage !== undefined ? fill(u.cardRage, { rage: card.rage }, {}) : fill(u.cardCost, { cost: card.cost }, {});
  const effect =
    card.effect === 'heal' ? `${tableWord(words, 'effect', 'heal')} ${card.amount}`
    : card.effect === 'legendary' ? `${tableWord(words, 'effect', 'legendary')}:${fill(u.medium, { legendary: nameWord(words, card.legendary ?? ''), original: nameWord(words, card.original ?? '') }, {})}`
    : tableWord(words, 'effect', card.effect);
  const uses = (card.uses ?? 1) > 1 ? ` · ${fill(u.uses, { uses: card.uses! }, {})}` : '';
  return typeset(`${nameWord(words, card.id)}(${cost} · ${card.defense ? u.defenseYes : u.defenseNo} · ${effect}${uses})`);
}

function CharacterItem({ words, c }: { words: FlowWords; c: Character }) {
  const u = words.ui;
  const attack = (kind: 'physical' | 'magic') => fill(u.attack, { kind: tableWord(words, 'kind', kind), atk: c[kind].atk, cost: c[kind].cost }, {});
  return (
    <li data-character={c.id}>
      <b>{nameWord(words, c.id)}</b> {fill(c.hp === c.printedHp ? u.hp : u.hpPrinted, { hp: c.hp, printed: c.printedHp }, {})} · {fill(u.rage, { rage: c.rage }, {})}
      <br />
      <small>
        {typeset(`${attack('physical')} · ${attack('magic')}`)}
        {c.summoned ? ` · ${u.summoned}` : ''}
        {(c.attacked ?? 0) > 0 ? ` · ${u.attacked}` : ''}
      </small>
    </li>
  );
}

/** Both players' tables; `roles` false before the order of attack and defense is decided (3-3). */
export function PlayerPanels({ words, t, extra, roles = true }: { words: FlowWords; t: Table; extra?: (p: Player) => ComponentChildren; roles?: boolean }) {
  const u = words.ui;
  return (
    <div class="mw-players">
      {PLAYERS.map((p) => {
        const field = t.field.filter((f) => f.owner === p);
        return (
          <div class={`mw-player owner-${p}`} data-player={p} role="group" aria-label={tableWord(words, 'player', p)}>
            <p class="mw-player-name">
              {tableWord(words, 'player', p)}
              {roles && ` · ${p === t.attacker ? u.attacker : u.defender}`}
            </p>
            <p>
              {u.turn} {t.action[p].turn} · {u.stored} {t.action[p].stored}
            </p>
            <ul class="fl-characters">{t.characters.filter((c) => c.owner === p).map((c) => <CharacterItem words={words} c={c} />)}</ul>
            {extra?.(p)}
            <p>{typeset(`${u.hand}(${t.hands[p].length}):`)}</p>
            <ul class="fl-hand">{t.hands[p].length ? t.hands[p].map((card) => <li>{cardLine(words, card)}</li>) : <li>{u.none}</li>}</ul>
            {field.length > 0 && (
              <p>{typeset(`${u.fieldCards}:${field.map((f) => `${nameWord(words, f.card.id)}(${f.card.passive && f.left === 0 ? u.passiveCard : fill(u.left, { left: f.left }, {})})`).join('、')}`)}</p>
            )}
            <p>{typeset(`${u.graveyard}:${t.graveyard[p].length ? t.graveyard[p].map((id) => nameWord(words, id)).join('、') : u.none}`)}</p>
          </div>
        );
      })}
    </div>
  );
}

/** The chain as a stack: the last card put on it on top. */
export function ChainStack({ words, chain }: { words: FlowWords; chain: Chain | null }) {
  const u = words.ui;
  if (!chain) return <p class="fl-chain-empty">{u.chainEmpty}</p>;
  const next = chain.order?.[0];
  const status = (s: string) => (s === 'negated' ? u.negated : s === 'resolved' ? u.resolved : u.waiting);
  const base =
    chain.base.type === 'attack'
      ? { label: fill(u.declaration, { by: nameWord(words, chain.base.by), kind: tableWord(words, 'kind', chain.base.kind), target: nameWord(words, chain.base.target) }, {}), player: undefined, status: chain.base.status }
      : { label: cardLine(words, chain.base.link.card), player: chain.base.link.player, status: chain.base.link.status };
  const items = [
    { index: -1, ...base },
    ...chain.links.map((l, i) => ({ index: i, label: `${cardLine(words, l.card)}${l.target ? ` → ${nameWord(words, l.target)}` : ''}`, player: l.player as Player | undefined, status: l.status })),
  ];
  return (
    <figure class="fl-chain">
      <figcaption>{typeset(u.chainTitle)}</figcaption>
      <ol reversed start={items.length}>
        {[...items].reverse().map((item) => (
          <li class={`is-${item.status}${item.index === next ? ' is-next' : ''}`} data-link={item.index}>
            <span class="fl-chain-status">{item.index === next ? u.next : status(item.status)}</span> {typeset(`${item.player !== undefined ? `${tableWord(words, 'player', item.player)}：` : ''}${item.label}`)}
          </li>
        ))}
      </ol>
      {chain.order === null && <p>{typeset(fill(u.responder, { player: tableWord(words, 'player', chain.responder) }, {}))}</p>}
    </figure>
  );
}
