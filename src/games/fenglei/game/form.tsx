/**
 * The game's position as a form: the reading of each disputed point (3-1, 4-6, 4-7.1, 9-4, 7-9), the preparation's seed, and for each player the character deck (each
 * character's numbers and copies, legendary or not) and the tactics deck: an example deck by its name,
 * with the cards drawn first, or card by card, top first (choosing 「逐張列出」 lists a named deck's
 * cards to edit); and why a tactics deck is short, if it is (2-3). The flow's schemas check it; loaded
 * only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { z } from 'zod';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { CardFields, Check, NumberField, Select, freeName, patchAt } from '../../../engine/island/form-fields';
import { fill, nameWord, tableWord } from '../../../engine/words';
import { CHARACTER_IDS, TACTIC_IDS } from '../names';
import { CharacterFields, NEW_TACTIC, TacticFields } from '../forms/fields';
import { CHARACTER_DECK_MAX, SHORT_REASONS } from './deck';
import { DECK_KEYS, EXAMPLE_DECKS, deckCards } from './decks';
import type { Tactic } from '../table';
import type { gameSetupSchema } from './schemas';
import { DISPUTED, type DisputedPoint } from './readings';

type Setup = z.input<typeof gameSetupSchema>;
type Side = Setup['players'][number];
const PLAYERS = [0, 1] as const;
/** The tactics deck written card by card, not named. */
const CARDS = '';

export default function GameForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const ids = setup.players.flatMap((p) => p.characters.map((c) => c.id));
  const next = freeName(CHARACTER_IDS, ids);
  const player = (p: number) => tableWord(words, 'player', p);
  const side = (p: 0 | 1, patch: Partial<Side>) => setSetup({ ...setup, players: PLAYERS.map((q) => (q === p ? { ...setup.players[q], ...patch } : setup.players[q])) as Setup['players'] });
  // A named deck keeps its name; 「逐張列出」 lists its cards, top first, to edit one by one.
  const source = (p: 0 | 1, key: string) => {
    const { deck, top, tactics, ...rest } = setup.players[p];
    const next = key === CARDS ? { ...rest, tactics: tactics ?? (deck ? deckCards(deck, top) : []) } : { ...rest, deck: key };
    setSetup({ ...setup, players: PLAYERS.map((q) => (q === p ? next : setup.players[q])) as Setup['players'] });
  };
  const deckName = (key: string) => (key === CARDS ? u.deckCards : fill(u.deckExample, { deck: tableWord(words, 'deck', key) }, {}));
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        {(Object.keys(DISPUTED) as DisputedPoint[]).map((key) => (
          <Select<string> label={f[key]} value={setup[key] ?? DISPUTED[key][0]} options={DISPUTED[key]} show={(r) => tableWord(words, key, r)} onChange={(r) => setSetup({ ...setup, [key]: r } as Setup)} />
        ))}
        <Check label={f.seed} checked={setup.seed !== undefined} onChange={(on) => setSetup({ ...setup, seed: on ? 1 : undefined })} />
        {setup.seed !== undefined && <NumberField label={f.seed} value={setup.seed} min={0} onChange={(seed) => setSetup({ ...setup, seed })} />}
      </fieldset>
      {PLAYERS.map((p) => (
        <>
          {setup.players[p].characters.map((c, i) => (
            <CardFields legend={`${player(p)} · ${f.characters} · ${nameWord(words, c.id)}`} words={words} name={nameWord(words, c.id)} onRemove={setup.players[p].characters.length > 1 ? () => side(p, { characters: setup.players[p].characters.filter((_, j) => j !== i) }) : undefined}>
              <CharacterFields c={{ ...c, owner: p }} words={words} taken={ids} owner={false} onField={false} onChange={(patch) => side(p, { characters: patchAt(setup.players[p].characters, i, patch) })} />
              <NumberField label={f.copies} value={c.copies ?? 1} min={1} max={CHARACTER_DECK_MAX} onChange={(copies) => side(p, { characters: patchAt(setup.players[p].characters, i, { copies: copies > 1 ? copies : undefined }) })} />
              <Check label={f.legendary} checked={!!c.legendary} onChange={(legendary) => side(p, { characters: patchAt(setup.players[p].characters, i, legendary ? { legendary, summon: 0 } : { legendary: undefined }) })} />
            </CardFields>
          ))}
          <fieldset class="unit-fields">
            <legend>{`${player(p)} · ${f.tactics}`}</legend>
            <Select<string> label={f.deck} value={setup.players[p].tactics ? CARDS : (setup.players[p].deck ?? CARDS)} options={[...DECK_KEYS, CARDS]} show={deckName} onChange={(key) => source(p, key)} />
            {!setup.players[p].tactics &&
              setup.players[p].deck &&
              (setup.players[p].top ?? []).map((id, i) => (
                <CardFields legend={`${f.top} ${i + 1} · ${nameWord(words, id)}`} words={words} name={nameWord(words, id)} onRemove={() => side(p, { top: setup.players[p].top!.filter((_, j) => j !== i) })}>
                  <Select<string> label={f.id} value={id} options={Object.keys(EXAMPLE_DECKS[setup.players[p].deck!].tactics)} show={(c) => nameWord(words, c)} onChange={(c) => side(p, { top: setup.players[p].top!.map((x, j) => (j === i ? c : x)) })} />
                </CardFields>
              ))}
            <Select<string> label={f.short} value={setup.players[p].short ?? CARDS} options={[CARDS, ...SHORT_REASONS]} show={(r) => (r === CARDS ? u.none : tableWord(words, 'short', r))} onChange={(r) => side(p, { short: r === CARDS ? undefined : (r as Side['short']) })} />
          </fieldset>
          {(setup.players[p].tactics ?? []).map((card, i) => (
            <CardFields legend={`${player(p)} · ${f.tactics} ${i + 1} · ${nameWord(words, card.id)}`} words={words} name={nameWord(words, card.id)} onRemove={() => side(p, { tactics: setup.players[p].tactics!.filter((_, j) => j !== i) })}>
              <TacticFields card={card as Tactic} words={words} onChange={(changed) => side(p, { tactics: patchAt(setup.players[p].tactics as Tactic[], i, changed) })} />
            </CardFields>
          ))}
        </>
      ))}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        {PLAYERS.map((p) => (
          <>
            {next && <button type="button" onClick={() => side(p, { characters: [...setup.players[p].characters, { id: next, summon: 1, hp: 5, physical: { atk: 2, cost: 2 }, magic: { atk: 2, cost: 2 } }] })}>{u.formAdd} · {player(p)}</button>}
            {setup.players[p].tactics ? (
              <button type="button" onClick={() => side(p, { tactics: [...(setup.players[p].tactics as Tactic[]), { id: TACTIC_IDS[0], ...NEW_TACTIC }] })}>{u.formAddCard} · {player(p)}</button>
            ) : (
              setup.players[p].deck && <button type="button" onClick={() => side(p, { top: [...(setup.players[p].top ?? []), Object.keys(EXAMPLE_DECKS[setup.players[p].deck!].tactics)[0]] })}>{u.formAddTop} · {player(p)}</button>
            )}
          </>
        ))}
      </ApplySetup>
    </div>
  );
}
