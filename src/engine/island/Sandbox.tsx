/**
 * The sandbox island: steps a flow's machine through a ruling's events (or the reader's own),
 * showing the state, the choices the machine allows, and a log citing the clause of each step.
 * The server renders the whole transcript and the final position, so it reads without script.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { transition } from 'xstate';
import { runFlow } from '../run';
import { explainRefusal } from '../refusal';
import { readStep, writePosition, type UrlProblem } from '../share';
import { MAX_EVENTS, MAX_NAME, MAX_SHARED_CHARS } from '../input';
import type { Locale } from '../../lib/i18n/locales';
import type { SandboxStrings } from '../../lib/i18n/ui';
import { clauseUrl } from '../../lib/urls';
import { describeState, describeStep, type FlowWords } from '../words';
import type { FlowView } from './views';
import type { FlowClient, Handoff } from '../flow';
import type { FunctionComponent } from 'preact';

/** What a page passes to a flow's island (serializable). */
export interface SandboxProps {
  flow: string;
  game: string;
  locale: Locale;
  /** The starting position, already checked against the flow's setup schema. */
  setup: unknown;
  events: { type: string }[];
  /** A note per event, in this locale (from the ruling). */
  notes?: (string | null)[];
  /** The ruling's last event is one the rules forbid: show its refusal as the ruling's last step. */
  endsRefused?: boolean;
  /** The ruling page this sandbox belongs to; its URL carries the step. */
  rulingUrl?: string;
  /** Read and write the step in this page's URL (on the ruling's own page). */
  syncUrl?: boolean;
  /** The sandbox's interface strings in this locale (sandboxStrings in src/lib/i18n/ui.ts). */
  strings: SandboxStrings;
  /** The flow's words in this locale: state names, sentences, labels (the flow's words.ts). */
  words: FlowWords;
  /** Events that are no decision here (flow.ts `passes`): "continue" takes them like 繼續. */
  passes?: string[];
  /** The starting position as written (the setup schema's input): a saved ruling draft starts from it. */
  setupInput: unknown;
  /** The position is offered for editing; the reader's own then travels in the URL with the events. */
  editable?: boolean;
  /** The page of the flow this one hands its final position to (island.tsx `handoff`), and its title. */
  handoffTo?: { url: string; title: string };
}

/** `{name}` in a string replaced by its value. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** A line of play: the position it starts from, the events taken, and the position as the reader
 * wrote it when it is their own (so a shared URL can carry it). */
type Line = { setup: unknown; events: { type: string }[]; custom: boolean; setupInput?: unknown };
/** A history entry this sandbox wrote: its line and step, and how many of the reader's moves on this page the entries up to it hold. */
type Entry = { line: Line; step: number; depth: number };
/** Whether a history entry is one this sandbox wrote, of today's shape: an entry of another shape (another
 * build's, or written by hand) is read from its URL instead of throwing. */
const isEntry = (state: unknown): state is Entry => {
  const e = state as Partial<Entry> | null;
  return !!e && typeof e === 'object' && Number.isInteger(e.step) && !!e.line && typeof e.line === 'object' && typeof e.line.custom === 'boolean'
    && Array.isArray(e.line.events) && e.line.events.length <= MAX_EVENTS && e.line.events.every((ev) => !!ev && typeof ev === 'object' && typeof ev.type === 'string');
};
/** The most lines 「剛才」 lists of what happened since the last tap (a step with automatic events, an
 * automatic advance, the position a page opens at): the latest, which end in the outcome; the earlier
 * ones open in place, a tap away. More would push the next choice, or the way to the board, off a
 * phone's screen (風雷's main phase in ja: 3 lines put it 38 px below a 390 × 844 screen). */
const MAX_TOOK = 2;
/** The most moves a page adds to the browser's history; later moves replace the last entry. Chrome keeps 50 entries a tab: past that, Back could no longer leave the page for the one the reader came from. */
const MOVES_IN_HISTORY = 40;

/** Why a shared URL was not followed, in the page's words (`sandboxUrlStep` … `sandboxUrlSetup`). */
const urlReason = (ui: SandboxStrings, reason: UrlProblem | 'setup') =>
  fill(ui[`sandboxUrl${reason[0].toUpperCase()}${reason.slice(1)}` as 'sandboxUrlStep'], { max: String(MAX_EVENTS), chars: String(MAX_SHARED_CHARS), name: String(MAX_NAME) });

let linesMade = 0;
/** The event that only moves a flow on, where the rules ask no one anything. */
const CONTINUE = { type: 'step.continue' };

/** The sandbox for one flow, given its machine and view (FlowIsland.tsx finds them). */
export function Sandbox(props: SandboxProps & { machine: AnyStateMachine; View: FlowView; handoff?: Handoff; prepare?: FlowClient['prepare'] }) {
  const words = props.words;
  /** A starting position or a line of play other than the page's own runs once the parts of the rules it uses have loaded (parts.ts). */
  const prepared = (setup: unknown, events?: readonly { type: string }[]) => Promise.resolve(props.prepare?.(setup, events));
  const ui = props.strings;
  const View = props.View;
  const [line, setLine] = useState<Line>({ setup: props.setup, events: props.events, custom: false });
  /** What was wrong with the URL this page was opened with, if anything. */
  const [urlProblem, setProblem] = useState<string | null>(null);
  const run = useMemo(() => runFlow(props.machine, line.setup, line.events), [line]);
  /** Each line of play gets its own number: with the step, it names a position, which a choice
   * form keys its state by (ChoicesProps.position). */
  const lineNumber = useMemo(() => ++linesMade, [line]);
  const steps = run.steps;
  const [index, setIndex] = useState(steps.length - 1);
  /** Set once running in the browser: the controls show only then (site.css), and tests wait for it. */
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const last = steps.length - 1;

  // On the ruling's page the URL may carry a step or a custom line: read it once, after hydration.
  // A sandbox opens at its start, to be stepped through (the server renders the outcome for readers
  // without script); a shared step or line opens there, and brings the sandbox into view.
  const root = useRef<HTMLElement>(null);
  /** What the reader's last move asks of the effects below: 1, a history entry of its own (a step
   * control); 2, that and the focus on the new step's choices (a choice). 0: the URL changed
   * without a move (opened, or Back), and the entry is only brought up to date. */
  const moved = useRef(0);
  /** The query of the position shown (the URL of its history entry). */
  const shown = useRef('');
  /** Counts the reader's moves and the URLs read: a line of play still loading from a URL is not
   * shown once the reader has moved on, or another URL is read (a tap while Back's entry loads). */
  const reading = useRef(0);
  /** Shows the position a URL names: the page's own line at a step, or a line of play. */
  const follow = (search: string, opened?: boolean) => {
    const mine = ++reading.current;
    const step = readStep(search);
    if (Number.isNaN(step)) return setProblem(fill(ui.sandboxInvalidUrl, { reason: urlReason(ui, 'step') }));
    if (opened && (step !== null || search.includes('play='))) root.current?.scrollIntoView({ block: 'start' });
    if (!search.includes('play=')) {
      setLine((l) => (l.custom ? { setup: props.setup, events: props.events, custom: false } : l));
      return void (step !== null && setIndex(step));
    }
    // A line of play is read (read-shared.ts) and checked against the flow's schemas, both loaded only now.
    void Promise.all([import('../read-shared'), import('./check-input')]).then(async ([{ readPosition }, { check }]) => {
      const read = readPosition(search);
      if (mine !== reading.current) return;
      if (!read.ok) return setProblem(fill(ui.sandboxInvalidUrl, { reason: urlReason(ui, read.reason) }));
      const checked = await check(props.flow, read.position.custom!, props.setupInput);
      if (mine !== reading.current) return;
      if ('error' in checked) return setProblem(fill(ui.sandboxInvalidUrl, { reason: urlReason(ui, 'setup') }));
      await prepared(checked.setup ?? props.setup, checked.events);
      if (mine !== reading.current) return;
      setLine({ setup: checked.setup ?? props.setup, events: checked.events, custom: true, setupInput: checked.input });
      setIndex(step ?? checked.events.length);
    });
  };
  useEffect(() => {
    setIndex(0);
    if (!props.syncUrl) return;
    // Back and Forward show the step their entry names: the line and step it keeps (below), else its URL.
    addEventListener('popstate', () => {
      const kept = isEntry(history.state) ? history.state : null;
      moved.current = 0;
      // An entry of the page's own (its skip link's #main) at the position shown: nothing to read.
      if (!kept && location.search === shown.current) return;
      setProblem(null);
      if (!kept) return follow(location.search);
      void prepared(kept.line.setup, kept.line.events).then(() => {
        setLine(kept.line);
        setIndex(kept.step);
      });
    });
    // Read now: the step effect below rewrites the URL before a line of play is loaded.
    follow(location.search, true);
  }, []);

  // A line the machine refuses stops at the last step it allows, and says so; so does a step past the end.
  useEffect(() => {
    if (index > run.steps.length - 1) setIndex(run.steps.length - 1);
  }, [run, index]);
  // A ruling that ends on a forbidden event shows its refusal as a step; any other refusal is a problem.
  const refusedAsShown = !!run.refused && !!props.endsRefused && !line.custom && run.refused.step === line.events.length;
  const cites = (clauses: string[]) => clauses.map((id) => <a class="clause-cite" href={clauseUrl(props.locale, props.game, id)}>{id}</a>);
  const refusalCites = run.refused && cites(run.refused.refusal.clauses);
  const problem = urlProblem ?? (run.refused && !refusedAsShown ? fill(ui.sandboxRefused, { reason: describeStep(run.refused.refusal, words) }) : null);

  /** The steps the reader's last tap took (several after 「一路繼續到下一個選擇」): 「剛才」 says each. */
  const took = useRef<{ from: number; to: number } | null>(null);
  /** The position (its query) whose 「剛才」 the reader opened in full. */
  const [sinceOpen, setSinceOpen] = useState('');
  const go = (to: number) => {
    took.current = null;
    moved.current ||= 1;
    reading.current++;
    setIndex(Math.max(0, Math.min(last, to)));
  };
  /** The keyboard's way to the choices (after a choice, and the skip link). */
  const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector) ?? undefined;
  /** Where the reader goes on from: the first choice the rules allow now (or, the flow over, the link
   * into the flow it hands on to), else the step's name. A button, never a field: a form's field
   * comes before its button, and focused it raises a phone's keyboard (for a form the rules refuse
   * now, too); the reader taps a field when they mean to change it. */
  const nextStop = () =>
    find('.sandbox-choices button:not(:disabled, [aria-disabled="true"])') ?? find('.sandbox-handoff a') ?? find('.sandbox-where');
  const toChoices = (preventScroll = false) => nextStop()?.focus({ preventScroll });
  /** After a choice: the step reached, its newest lines and the next choice on screen together, and
   * the choices' end (the way to the board) where the screen has room. A phone shows the sandbox's
   * top with the choices under it (site.css); a screen that already shows them all, below the header
   * that stays on a wide one (its scroll-padding), is left as it is. */
  const showPlay = () => {
    const where = find('.sandbox-where')?.getBoundingClientRect();
    const next = nextStop()?.getBoundingClientRect();
    const end = find('.sandbox-to-board')?.getBoundingClientRect();
    const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (where && next && (where.top < top || Math.max(next.bottom, end?.bottom ?? 0) > innerHeight)) find('.sandbox-bar')?.scrollIntoView({ block: 'start' });
  };
  /** Brings a part of the sandbox (the board, the log's current step) to the top of the screen, with the focus. */
  const reveal = (selector: string) => {
    const part = find(selector);
    part?.scrollIntoView({ block: 'start' });
    part?.focus({ preventScroll: true });
  };
  /** The position as a URL's query: this page's URL keeps it, and the copy button copies it (page.ts). */
  const query = writePosition({ step: index, custom: line.custom ? { setup: line.setupInput, events: line.events } : undefined });
  // Each move the reader makes is a step in the browser's history, so the phone's Back steps back
  // (and leaves the page only from where it was opened); the entry keeps the line and step it shows.
  // Past MOVES_IN_HISTORY moves, a move replaces the last entry, so that Back still leaves the page.
  useEffect(() => {
    if (props.syncUrl && steps.length) {
      const depth = isEntry(history.state) ? history.state.depth || 0 : 0;
      const push = !!moved.current && depth < MOVES_IN_HISTORY;
      history[push ? 'pushState' : 'replaceState']({ line, step: index, depth: push ? depth + 1 : depth } satisfies Entry, '', `${location.pathname}${query}${location.hash}`);
    }
    shown.current = query;
    if (moved.current > 1) {
      showPlay();
      toChoices(true);
    }
    moved.current = 0;
  }, [query]);

  if (!steps.length) return <p role="alert">{problem}</p>;
  const current = steps[Math.min(index, last)];
  const snapshot = current.snapshot as AnyMachineSnapshot;
  /** Takes these events from the current step: the ruling's own next steps keep to the ruling;
   * anything else starts a line of the reader's own. */
  const take = (events: { type: string }[]) => {
    moved.current = 2;
    const mine = ++reading.current;
    const ahead = line.events.slice(index, index + events.length);
    if (!line.custom && JSON.stringify(ahead) === JSON.stringify(events)) {
      go(index + events.length);
      took.current = { from: index, to: index + events.length };
      return;
    }
    took.current = { from: index, to: index + events.length };
    if (index + events.length > MAX_EVENTS) return setProblem(fill(ui.sandboxTooLong, { max: String(MAX_EVENTS) }));
    const taken = () => {
      // Another move or URL came first while a part of the rules loaded: this one is not shown.
      if (mine !== reading.current) return;
      setProblem(null);
      setLine({ ...line, events: [...line.events.slice(0, index), ...events], custom: true });
      setIndex(index + events.length);
    };
    // A choice that leads into a part of the rules not loaded yet (parts.ts) is taken once it has
    // loaded; if it cannot load (offline, not kept), the position stays and the reader is told why.
    const loading = props.prepare?.(line.setup, events);
    if (loading) void loading.then(taken, () => mine === reading.current && setProblem(ui.sandboxPartFailed));
    else taken();
  };
  const send = (event: { type: string }) => take([event]);
  /** What happened since the reader's last tap, the log's lines in order: every entry of the steps the
   * tap took (the event taken, where a step logged nothing), so the automatic events that followed a
   * choice, an advance or the start of a flow (a handoff's, too) are all said, each with its clause;
   * with no tap yet (the page opened, a step control), the shown step's. A ruling that ends refused
   * shows the refusal. */
  const refusedHere = refusedAsShown && index === last;
  const since = took.current && took.current.to === index ? steps.slice(took.current.from + 1, index + 1) : [current];
  const sinceLines: { cites: ReturnType<typeof cites> | null; text: string }[] = refusedHere
    ? [{ cites: refusalCites || null, text: describeStep(run.refused!.refusal, words) }]
    : since.flatMap((step): { cites: ReturnType<typeof cites> | null; text: string }[] =>
        step.entries.length
          ? step.entries.map((entry) => ({ cites: cites(entry.clauses), text: describeStep(entry, words) }))
          : step.event ? [{ cites: null, text: View.eventLabel(step.event, words) }] : [],
      );
  /** 「剛才」: one line, or a list of the latest MAX_TOOK with the earlier ones a tap away, opened in place. */
  const newest = sinceLines.length === 1 && { ...sinceLines[0], more: refusedHere && current.entries.length > 0 };
  const tookLines = sinceLines.length > 1 ? sinceLines : null;
  const earlier = tookLines && sinceOpen !== query ? Math.max(0, tookLines.length - MAX_TOOK) : 0;
  /** The earlier lines opened: the button goes, the focus stays in the step's summary above the list. */
  const openSince = () => {
    setSinceOpen(query);
    find('.sandbox-where')?.focus({ preventScroll: true });
  };
  const toLog = () => reveal('.sandbox-log > [aria-current="step"] .sandbox-jump');
  /** From the log back up to the play: the step and its newest lines at the top, the focus on the next choice. */
  const backToChoices = () => {
    find('.sandbox-bar')?.scrollIntoView({ block: 'start' });
    toChoices(true);
  };
  // Why the machine refuses a choice now (choice.tsx says it, when a rule is to be cited).
  const why = (event: { type: string }) => (snapshot.can(event as never) ? null : explainRefusal(props.machine, snapshot, event));
  /** 繼續 (or a pass that is no decision here) until the next step that asks the reader something:
   * every step it takes stays in the log and the URL. No flow offers these beside another choice
   * (statechart.test.ts), so none is skipped. */
  const auto = (s: AnyMachineSnapshot) => (s.status === 'done' ? undefined : [CONTINUE, ...(props.passes ?? []).map((type) => ({ type }))].find((e) => s.can(e)));
  const fastForward = () => {
    const events: { type: string }[] = [];
    for (let s = snapshot, e = auto(s); e && index + events.length < MAX_EVENTS; s = transition(props.machine, s, e)[0] as AnyMachineSnapshot, e = auto(s)) events.push(e);
    take(events);
  };
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('input, select, textarea')) return;
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };

  return (
    <section ref={root} class="sandbox" data-live={live ? '' : undefined} data-state={current.state} data-step={index} data-done={snapshot.status === 'done' ? '' : undefined} data-flow={props.flow} aria-label={ui.sandbox} onKeyDown={onKey}>
      {/* Seen when focused (site.css .skip): past the controls and the position, to what can be done now. */}
      <button type="button" class="skip" onClick={() => toChoices()}>{ui.sandboxToChoices}</button>
      <div class="sandbox-bar">
        {/* The position in a glance, where a phone's screen shows it with the choices below (site.css):
            the step reached and what just happened, its newest line of the log. Read out as it changes. */}
        <div class="sandbox-where" aria-live="polite" tabIndex={-1}>
          <p class="sandbox-step">
            <span>{fill(ui.sandboxStep, { n: String(index), total: String(last) })}</span>
            <strong data-step-name>{describeState(snapshot.value, words)}</strong>
          </p>
          {tookLines && (
            <div class="sandbox-last sandbox-took" data-newest>
              <span class="sandbox-last-label">{ui.sandboxLast}</span>
              {earlier > 0 && <button type="button" class="sandbox-more" onClick={openSince}>{fill(ui.sandboxEarlier, { n: String(earlier) })}</button>}
              <ol start={earlier + 1}>
                {tookLines.slice(earlier).map((l) => (
                  <li>{l.cites} {l.text}</li>
                ))}
              </ol>
            </div>
          )}
          {newest && (
            <p class="sandbox-last" data-newest>
              <span class="sandbox-last-label">{ui.sandboxLast}</span>
              {newest.cites} {newest.text}
              {newest.more && <>{' '}<button type="button" class="sandbox-more" onClick={toLog}>{ui.sandboxToLog}</button></>}
            </p>
          )}
        </div>
        <div class="sandbox-controls">
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus out of the sandbox. */}
          <button type="button" onClick={() => go(0)} aria-disabled={index === 0}>{ui.sandboxReset}</button>
          <button type="button" onClick={() => go(index - 1)} aria-disabled={index === 0}>{ui.sandboxBack}</button>
          <button type="button" onClick={() => go(index + 1)} aria-disabled={index >= last}>{ui.sandboxForward}</button>
          {/* Copied by the page's script (page.ts), which says so; a ruling's own page is linked from anywhere it is embedded. */}
          <button type="button" class="sandbox-copy" data-copy="" data-copy-url={(props.rulingUrl ?? '') + query} data-done={ui.sandboxCopied} data-failed={ui.sandboxCopyFailed}>{ui.sandboxCopy}</button>
        </div>
      </div>
      {problem && <p class="sandbox-problem" role="alert">{!urlProblem && refusalCites && <>{refusalCites} </>}{problem}</p>}
      {line.custom && <p class="sandbox-custom">{props.rulingUrl ? ui.sandboxCustom : ui.sandboxOwnLine}</p>}
      {/* The choices come before the board: on a phone they stand under the step and its newest line,
          and the board is a tap away; where the sandbox is wide the board is beside them (site.css). */}
      <div class="sandbox-body">
        <div class="sandbox-play">
          <div class="sandbox-choices" role="group" aria-label={ui.sandboxChoices}>
            {snapshot.status !== 'done' && <View.Choices why={why} cites={cites} position={`${lineNumber}:${index}`} previous={line.events[index - 1]} snapshot={snapshot} locale={props.locale} words={words} send={send} suggested={line.events[index]} />}
            {snapshot.status === 'done' && props.handoff && props.handoffTo && (
              <p class="sandbox-handoff">
                <a href={props.handoffTo.url + writePosition({ custom: { setup: props.handoff.setup(snapshot), events: [] } })}>{fill(ui.sandboxHandoff, { flow: props.handoffTo.title })}</a>
              </p>
            )}
            {auto(snapshot) && (
              <button type="button" class="fast-forward" onClick={fastForward}>{ui.sandboxFastForward}</button>
            )}
          </div>
          <button type="button" class="sandbox-to-board" onClick={() => reveal('.sandbox-state')}>{ui.sandboxToBoard}</button>
        </div>
        <div class="sandbox-state" aria-label={ui.sandboxState} role="group" tabIndex={-1}>
          <View snapshot={snapshot} locale={props.locale} words={words} ownStart={!line.custom} />
        </div>
      </div>
      {props.editable && (
        <Folded
          class="setup-editor"
          summary={ui.sandboxEditSetup}
          load={() => import('./SetupEditor').then((m) => m.withForm(props.flow))}
          with={{
            ...props,
            initial: line.setupInput ?? props.setupInput,
            onSetup: (setup: unknown, input: unknown) =>
              prepared(setup).then(() => {
                setProblem(null);
                moved.current = 1;
                reading.current++;
                setLine({ setup, events: [], custom: true, setupInput: input });
                setIndex(0);
              }),
          }}
        />
      )}
      <p class="sandbox-keys">{ui.sandboxKeys}</p>
      <ol class="sandbox-log" aria-label={ui.sandboxLog} start={0}>
        {steps.map((step) => (
          <li key={step.index} class={step.index > index ? 'is-future' : undefined} aria-current={step.index === index ? 'step' : undefined}>
            <button type="button" class="sandbox-jump" onClick={() => go(step.index)}>
              {step.index === 0 ? ui.sandboxStart : View.eventLabel(step.event!, words)} → {describeState(step.snapshot.value, words)}
            </button>
            {/* The step shown: where 「看完整經過」 lands, and the way back up to its choices. */}
            {step.index === index && <button type="button" class="sandbox-more sandbox-back-up" onClick={backToChoices}>{ui.sandboxBackToChoices}</button>}
            {step.index > 0 && props.notes?.[step.index - 1] && !line.custom && <p class="sandbox-note">{props.notes[step.index - 1]}</p>}
            <ul>
              {step.entries.map((entry) => (
                <li>
                  {cites(entry.clauses)}{' '}
                  {describeStep(entry, words)}
                </li>
              ))}
            </ul>
          </li>
        ))}
        {refusedAsShown && (
          <li class="is-refused">
            <span class="sandbox-jump">{View.eventLabel(run.refused!.event, words)} → {ui.sandboxRefusedStep}</span>
            {props.notes?.[run.refused!.step - 1] && <p class="sandbox-note">{props.notes[run.refused!.step - 1]}</p>}
            <ul>
              <li>{refusalCites} {describeStep(run.refused!.refusal, words)}</li>
            </ul>
          </li>
        )}
      </ol>
      {/* For judges who write rulings: a file, paths and commands, after the play and its log. */}
      <div class="sandbox-writers">
        <p class="sandbox-writers-label">{ui.sandboxWriters}</p>
        <Folded
          class="ruling-draft"
          summary={ui.sandboxDraft}
          load={() => import('./RulingDraft').then((m) => m.RulingDraft)}
          with={{ ...props, setup: line.setupInput ?? props.setupInput, events: line.events.slice(0, index), steps: steps.slice(0, index + 1) }}
        />
      </div>
    </section>
  );
}

/** A folded part of the sandbox whose code loads when the reader opens it (the setup editor, the ruling draft). */
function Folded<P>(props: { class: string; summary: string; load: () => Promise<FunctionComponent<P>>; with: P }) {
  const [Part, setPart] = useState<{ C: FunctionComponent<P> } | null>(null);
  const open = (e: Event) => (e.currentTarget as HTMLDetailsElement).open && !Part && void props.load().then((C) => setPart({ C }));
  return (
    <details class={props.class} onToggle={open}>
      <summary>{props.summary}</summary>
      {Part && <Part.C {...(props.with as P & {})} />}
    </details>
  );
}
