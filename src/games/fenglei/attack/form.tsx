/**
 * The attack flow's position as a form: the reading of healing (7-9), the attacking player, each player's action value, the
 * characters on the field with their numbers, each player's hand of tactic cards. The flow's
 * schemas check it; loaded only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { z } from 'zod';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { CardFields, PlayerField, Select, freeName, patchAt } from '../../../engine/island/form-fields';
import { nameWord, tableWord } from '../../../engine/words';
import { CHARACTER_IDS, TACTIC_IDS } from '../names';
import { CharacterFields, NEW_TACTIC, PurseFields, TacticFields } from '../forms/fields';
import { HEALINGS, type Healing, type Tactic } from '../table';
import type { attackSetupSchema } from './schemas';

type Setup = z.input<typeof attackSetupSchema>;
const PLAYERS = [0, 1] as const;

export default function AttackForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const ids = setup.characters.map((c) => c.id);
  const next = freeName(CHARACTER_IDS, ids);
  const player = (p: number) => tableWord(words, 'player', p);
  const characters = (list: Setup['characters']) => setSetup({ ...setup, characters: list });
  const hand = (p: 0 | 1, list: Tactic[]) => setSetup({ ...setup, hands: p === 0 ? [list, setup.hands[1]] : [setup.hands[0], list] });
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <Select<string> label={f.healing} value={setup.healing ?? HEALINGS[0]} options={HEALINGS} show={(r) => tableWord(words, 'healing', r)} onChange={(r) => setSetup({ ...setup, healing: r as Healing })} />
        <PlayerField label={f.attacker} value={setup.attacker} words={words} onChange={(attacker) => setSetup({ ...setup, attacker })} />
        {PLAYERS.map((p) => (
          <PurseFields purse={setup.action[p]} label={player(p)} words={words} onChange={(purse) => setSetup({ ...setup, action: p === 0 ? [purse, setup.action[1]] : [setup.action[0], purse] })} />
        ))}
      </fieldset>
      {setup.characters.map((c, i) => (
        <CardFields legend={`${nameWord(words, c.id)} · ${player(c.owner)}`} words={words} name={nameWord(words, c.id)} onRemove={() => characters(setup.characters.filter((_, j) => j !== i))}>
          <CharacterFields c={c} words={words} taken={ids} onChange={(patch) => characters(patchAt(setup.characters, i, patch))} />
        </CardFields>
      ))}
      {PLAYERS.map((p) =>
        setup.hands[p].map((card, i) => (
          <CardFields legend={`${player(p)} · ${u.hand} · ${nameWord(words, card.id)}`} words={words} name={nameWord(words, card.id)} onRemove={() => hand(p, setup.hands[p].filter((_, j) => j !== i) as Tactic[])}>
            <TacticFields card={card as Tactic} words={words} onChange={(changed) => hand(p, patchAt(setup.hands[p] as Tactic[], i, changed))} />
          </CardFields>
        )),
      )}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        {next && <button type="button" onClick={() => characters([...setup.characters, { id: next, owner: 1, summon: 1, hp: 5, physical: { atk: 2, cost: 2 }, magic: { atk: 2, cost: 2 }, rage: 0 }])}>{u.formAdd}</button>}
        {PLAYERS.map((p) => (
          <button type="button" onClick={() => hand(p, [...(setup.hands[p] as Tactic[]), { id: TACTIC_IDS[0], ...NEW_TACTIC }])}>{u.formAddCard} · {player(p)}</button>
        ))}
      </ApplySetup>
    </div>
  );
}
