/**
 * The attack sequence as a reader meets it: the arena (4 × 3 zones) with its creatures, the two of
 * the attack under way outlined; the attack bar in words; who strikes whom now (an attack, a
 * counterstrike or a damage barrier's); and the choices of the step. Dice are entered by the reader
 * or rolled from the seed shown on screen: either way the results become the event, so the URL
 * replays them exactly.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, ChoiceList, reason } from '../../../engine/island/choice';
import { seededRandom } from '../../../engine/random';
import { typeset } from '../../../lib/typeset';
import { COLUMNS, DIE_FACES, FACES, ROWS, destroyed, type Face, type Zone } from './rules';
import { creatureOf, type AttackContext } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as AttackContext;
/** A zone holds up to three creature cards stacked, so that the 4-zone-wide arena fits a phone at full size. */
const CELL_W = 72;
const CELL_H = 112;
const M = 20;
const CARD_W = 64;
const CARD_H = 32;

function Arena({ c, words }: { c: AttackContext; words: FlowWords }) {
  const u = words.ui;
  const engaged = new Set(c.job ? [c.job.striker, c.job.struck] : []);
  const zoneWord = ([col, row]: Zone) => fill(u.zone, { col, row }, {});
  return (
    <figure class="board mw-arena">
      <div class="board-scroll" tabIndex={0}>
        <svg viewBox={`0 0 ${M * 2 + COLUMNS * CELL_W} ${M * 2 + ROWS * CELL_H}`} width={M * 2 + COLUMNS * CELL_W} height={M * 2 + ROWS * CELL_H} role="img" aria-label={u.arena}>
          {Array.from({ length: COLUMNS }, (_, i) => <text class="grid-label" x={M + (i + 0.5) * CELL_W} y={M - 6} text-anchor="middle">{i + 1}</text>)}
          {Array.from({ length: ROWS }, (_, i) => <text class="grid-label" x={M - 9} y={M + (ROWS - i - 0.5) * CELL_H + 4} text-anchor="middle">{i + 1}</text>)}
          {Array.from({ length: COLUMNS * ROWS }, (_, i) => {
            const col = (i % COLUMNS) + 1;
            const row = Math.floor(i / COLUMNS) + 1;
            const here = c.creatures.filter((x) => x.zone[0] === col && x.zone[1] === row && !destroyed(x));
            return (
              <g>
                <rect class="grid-square" x={M + (col - 1) * CELL_W} y={M + (ROWS - row) * CELL_H} width={CELL_W} height={CELL_H} />
                {here.map((x, k) => (
                  <g data-creature={x.id} class={engaged.has(x.id) ? 'unit is-engaged' : 'unit'} transform={`translate(${M + (col - 1) * CELL_W + (CELL_W - CARD_W) / 2} ${M + (ROWS - row) * CELL_H + 3 + k * (CARD_H + 4)})`}>
                    <rect class={`unit-card owner-${x.owner}${x.flying ? ' is-flying' : ''}`} width={CARD_W} height={CARD_H} rx={4} />
                    <text class="unit-name" x={CARD_W / 2} y={13} text-anchor="middle" {...(nameWord(words, x.id).length > 4 ? { textLength: CARD_W - 4, lengthAdjust: 'spacingAndGlyphs' } : {})}>{nameWord(words, x.id)}</text>
                    <text class="unit-stats" x={CARD_W / 2} y={27} text-anchor="middle">{`${u.life} ${x.life - x.damage}/${x.life}`}</text>
                  </g>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        {c.creatures.map((x) => (
          <span class="sr-only">{`${nameWord(words, x.id)}:${tableWord(words, 'player', x.owner)}、${zoneWord(x.zone)}、${u.life} ${x.life - x.damage}/${x.life}。`}</span>
        ))}
        <span class="board-legend">{typeset(u.legend)}</span>
      </figcaption>
    </figure>
  );
}

export function AttackView({ snapshot, words }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const bar = c.attack;
  const job = c.job;
  const mode = job && (job.mode === 'counter' ? u.modeCounter : job.mode === 'barrier' ? u.modeBarrier : u.modeAttack);
  return (
    <div class="mw-attack">
      <p class="mw-bar">
        {typeset(fill(u.attackOf, { attacker: nameWord(words, c.attacker), kind: tableWord(words, 'kind', bar.kind), dice: bar.dice }, {}))}
        {bar.strikes && bar.strikes > 1 ? ` · ${fill(u.strikes, { n: bar.strikes }, {})}` : ''}
        {bar.sweeping ? ` · ${u.sweeping}` : ''}
        {bar.zone ? ` · ${u.zoneAttack}` : ''}
        {bar.effect ? ` · ${typeset(fill(u.effect, { at: bar.effect.at, condition: tableWord(words, 'condition', bar.effect.condition) }, {}))}` : ''}
      </p>
      {job && snapshot.status !== 'done' && (
        <p class="mw-now" role="status">
          <b>{mode}</b> {typeset(fill(u.now, { striker: nameWord(words, job.striker), struck: nameWord(words, job.struck) }, {}))}
        </p>
      )}
      <Arena c={c} words={words} />
      <ul class="mw-creatures">
        {c.creatures.map((x) => (
          <li data-creature={x.id} class={destroyed(x) ? 'is-destroyed' : undefined}>
            <b>{nameWord(words, x.id)}</b> <small>{tableWord(words, 'player', x.owner)}</small> {fill(u.zone, { col: x.zone[0], row: x.zone[1] }, {})} · {u.life} {Math.max(0, x.life - x.damage)}/{x.life} · {u.armor} {x.armor}
            {x.defense ? ` · ${typeset(fill(u.defense, { value: x.defense.value, uses: x.defense.uses }, {}))}${x.defense.only ? `(${fill(u.only, { kind: tableWord(words, 'kind', x.defense.only) }, {})})` : ''}` : ''}
            {traits(x, words)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A creature's traits and conditions in the page's words. */
function traits(x: AttackContext['creatures'][number], words: FlowWords): string {
  const f = words.tables.field;
  const list = [
    x.flying && f.flying, x.reach && f.reach, x.incorporeal && f.incorporeal, x.guard && f.guard, x.counterstrike && f.counterstrike,
    x.barrier && `${f.barrier} ${x.barrier}`, x.dazed && f.dazed, ...(x.conditions ?? []).map((k) => tableWord(words, 'condition', k)),
  ].filter(Boolean);
  return list.length ? ` · ${list.join('・')}` : '';
}

const SIMPLE = ['free.take', 'free.decline', 'defense.use', 'defense.skip'];

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const c = ctx(snapshot);
  const value = typeof snapshot.value === 'string' ? snapshot.value : '';
  return (
    <div class="choices">
      {value === 'declare' && <DeclareForm key={position} {...props} />}
      <ChoiceList props={props} offers={SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) }))} />
      {value === 'roll' && c.job && <DiceForm key={position} {...props} count={c.job.bar.dice} />}
      {(value === 'defenseRoll' || value === 'effect') && <DieForm key={position} {...props} type={value === 'defenseRoll' ? 'defense.roll' : 'effect.roll'} />}
    </div>
  );
}

/** 8-1 — the target (or, a zone attack, the zone); a sweeping attack takes every target by itself. */
function DeclareForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const attacker = creatureOf(c, c.attacker);
  const preset = suggested?.type === 'attack.declare' ? (suggested as unknown as { target?: string; zone?: Zone }) : undefined;
  const others = c.creatures.filter((x) => x.owner !== attacker.owner && !destroyed(x));
  const [target, setTarget] = useState(preset?.target ?? others[0]?.id ?? '');
  const zones: Zone[] = [];
  for (let row = 1; row <= ROWS; row++) for (let col = 1; col <= COLUMNS; col++) zones.push([col, row]);
  const [zone, setZone] = useState(preset?.zone ? preset.zone.join('/') : zones[0].join('/'));
  const event = c.attack.zone ? { type: 'attack.declare', zone: zone.split('/').map(Number) } : c.attack.sweeping ? { type: 'attack.declare' } : { type: 'attack.declare', target };
  return (
    <fieldset class="cast-form mw-declare">
      <legend>{eventWord('attack.declare', words)}</legend>
      {c.attack.zone ? (
        <label>
          {words.tables.field.zone}
          <select value={zone} onChange={(e) => setZone((e.target as HTMLSelectElement).value)}>
            {zones.map((z) => <option value={z.join('/')}>{fill(words.ui.zone, { col: z[0], row: z[1] }, {})}</option>)}
          </select>
        </label>
      ) : !c.attack.sweeping ? (
        <label>
          {words.ui.target}
          <select value={target} onChange={(e) => setTarget((e.target as HTMLSelectElement).value)}>
            {others.map((x) => <option value={x.id}>{nameWord(words, x.id)}</option>)}
          </select>
        </label>
      ) : null}
      <ChoiceButton props={props} offer={{ event, label: words.ui.declare }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** The next n results from the seed shown on screen: the `rolls`-th onwards. */
function fromSeed(c: AttackContext, n: number, sides: number): number[] {
  const random = seededRandom(c.seed);
  for (let i = 0; i < c.rolls; i++) random();
  return Array.from({ length: n }, () => Math.floor(random() * sides));
}

/** 8-3 — the attack dice: entered face by face, or rolled from the seed. */
function DiceForm(props: ChoicesProps & { count: number }) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const preset = suggested?.type === 'attack.roll' ? (suggested as unknown as { dice: Face[] }).dice : undefined;
  const [faces, setFaces] = useState<Face[]>(preset && preset.length === props.count ? preset : Array.from({ length: props.count }, () => 'blank' as Face));
  const event = { type: 'attack.roll', dice: faces };
  return (
    <fieldset class="cast-form mw-dice">
      <legend>{eventWord('attack.roll', words)}</legend>
      <p class="mw-seed">
        {words.ui.seed} <b>{c.seed}</b> · {typeset(fill(words.ui.rolledFrom, { seed: c.seed, n: c.rolls + 1 }, {}))}
      </p>
      <button type="button" onClick={() => props.send({ type: 'attack.roll', dice: fromSeed(c, props.count, DIE_FACES.length).map((i) => DIE_FACES[i]) } as never)}>{words.ui.roll}</button>
      <span class="mw-faces" role="group" aria-label={words.ui.enter}>
        {faces.map((f, i) => (
          <label>
            {`${words.ui.faces} ${i + 1}`}
            <select value={f} onChange={(e) => setFaces(faces.map((g, j) => (j === i ? ((e.target as HTMLSelectElement).value as Face) : g)))}>
              {FACES.map((face) => <option value={face}>{tableWord(words, 'face', face)}</option>)}
            </select>
          </label>
        ))}
      </span>
      <ChoiceButton props={props} offer={{ event, label: words.ui.enter }} />
    </fieldset>
  );
}

/** The effect die (a d12): for a defense (8-2.2) or an effect (8-4.2). */
function DieForm(props: ChoicesProps & { type: string }) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const preset = suggested?.type === props.type ? (suggested as unknown as { die: number }).die : 1;
  const [die, setDie] = useState(String(preset));
  const event = { type: props.type, die: Number(die) };
  return (
    <fieldset class="cast-form mw-die">
      <legend>{eventWord(props.type, words)}</legend>
      <p class="mw-seed">
        {words.ui.seed} <b>{c.seed}</b>
      </p>
      <button type="button" onClick={() => props.send({ type: props.type, die: fromSeed(c, 1, 12)[0] + 1 } as never)}>{words.ui.roll}</button>
      <label>
        {words.ui.die}
        <select value={die} onChange={(e) => setDie((e.target as HTMLSelectElement).value)}>
          {Array.from({ length: 12 }, (_, i) => <option value={String(i + 1)}>{i + 1}</option>)}
        </select>
      </label>
      <ChoiceButton props={props} offer={{ event, label: words.ui.enter }} />
    </fieldset>
  );
}

export function attackEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; target?: string; zone?: Zone; dice?: Face[]; die?: number };
  const what =
    e.type === 'attack.declare' ? (e.target ? nameWord(words, e.target) : e.zone ? fill(words.ui.zone, { col: e.zone[0], row: e.zone[1] }, {}) : '')
    : e.type === 'attack.roll' ? e.dice!.map((f) => tableWord(words, 'face', f)).join('、')
    : e.type === 'defense.roll' || e.type === 'effect.roll' ? String(e.die)
    : '';
  return typeset(what ? `${eventWord(e.type, words)}:${what}` : eventWord(e.type, words));
}

AttackView.Choices = Choices;
AttackView.eventLabel = attackEventLabel;
