/**
 * The stack and priority, drawn: both masters with the priority marker on the one who holds it
 * (and who passed just before), the stack as a pile with its top first, what has resolved, and the
 * declarations open now — an active skill marked as usable whatever the stack holds (7-5).
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, ChoiceList, reason } from '../../../engine/island/choice';
import type { PriorityContext } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as PriorityContext;

export function PriorityView({ snapshot, words }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const player = (p: number) => tableWord(words, 'player', p);
  const over = snapshot.status === 'done';
  return (
    <div class="mp-priority">
      <p class="mp-phase">{tableWord(words, 'phase', c.phase)}</p>
      <div class="mp-window" role="group" aria-label={u.priority}>
        {([0, 1] as const).map((p) => {
          const holds = !over && c.priority === p;
          const passedJustNow = !over && c.passedLast && c.priority !== p;
          return (
            <div class={holds ? 'mp-master has-priority' : 'mp-master'} data-player={p} aria-current={holds ? 'true' : undefined}>
              <b>{player(p)}</b>
              {p === c.turn && <small>{u.turnPlayer}</small>}
              <span class="mp-master-state">{holds ? `◆ ${u.priority}` : passedJustNow ? u.passed : '\u00a0'}</span>
              <small>{u.mana} {c.mana[p]}</small>
            </div>
          );
        })}
      </div>
      <figure class="mp-stack">
        <figcaption>{u.stack}</figcaption>
        {c.stack.length ? (
          <ol>
            {[...c.stack].reverse().map((item, i) => (
              <li data-by={item.by} class={i === 0 ? 'is-top' : undefined}>
                {i === 0 && <small>{u.top} · </small>}
                {tableWord(words, 'declaration', item.declaration)}
                {item.cost !== undefined && `（${u.cost} ${item.cost}）`} — {player(item.by)}
              </li>
            ))}
          </ol>
        ) : (
          <p class="mp-stack-empty">{u.stackEmpty}</p>
        )}
      </figure>
      {c.resolved.length > 0 && (
        <p class="mp-resolved">
          {u.resolved}：{c.resolved.map((i) => `${tableWord(words, 'declaration', i.declaration)}（${player(i.by)}）`).join('、')}
        </p>
      )}
    </div>
  );
}

const SIMPLE = ['declare.summon', 'declare.masterMove', 'declare.pieceMove', 'declare.skill', 'priority.pass'];

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  // The spell form is there whenever a spell is something to declare or to be refused now; the machine says which.
  const spell = { type: 'declare.spell', cost: 0 };
  return (
    <div class="choices">
      {(snapshot.can(spell as never) || reason(props, spell)) && <SpellForm key={position} {...props} />}
      <ChoiceList props={props} offers={SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) }))} />
    </div>
  );
}

/** 6-4, 8-4 — a spell, with its mana cost; what the rules refuse is said under the button. */
function SpellForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const preset = suggested?.type === 'declare.spell' ? (suggested as unknown as { cost: number }).cost : 1;
  const [cost, setCost] = useState(String(preset));
  const event = { type: 'declare.spell', cost: Number(cost) };
  // A cost is a whole number of mana, 0 or more (the event's schema): the form sends no other.
  const whole = cost.trim() !== '' && Number.isInteger(event.cost) && event.cost >= 0;
  return (
    <fieldset class="cast-form mp-spell">
      <legend>{eventWord('declare.spell', words)}</legend>
      <label>
        {words.ui.cost}
        <input type="number" min={0} step={1} value={cost} onInput={(e) => setCost((e.target as HTMLInputElement).value)} />
      </label>
      <ChoiceButton props={props} offer={{ event, label: fill(words.ui.declareSpell, { cost: whole ? event.cost : cost }, {}) }} disabled={!whole || !snapshot.can(event as never)} />
      {whole ? reason(props, event)?.node : <small class="choice-why">{words.ui.costWhole}</small>}
    </fieldset>
  );
}

export function priorityEventLabel(event: { type: string }, words: FlowWords): string {
  if (event.type === 'declare.spell') return fill(words.ui.declareSpell, { cost: (event as unknown as { cost: number }).cost }, {});
  return eventWord(event.type, words);
}

PriorityView.Choices = Choices;
PriorityView.eventLabel = priorityEventLabel;
