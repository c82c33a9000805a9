/**
 * The reader's own starting position: the flow's form, if it has one, with the position as JSON
 * as the advanced option (or alone). Either is checked with the flow's schemas before it is used,
 * and what is wrong is said in the page's language, naming the field; the position in play stays as
 * it was. Loaded only when the reader opens it (Sandbox.tsx's SetupEditorLoader).
 */
import { useId, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, FunctionComponent } from 'preact';
import type { Locale } from '../../lib/i18n/locales';
import type { SandboxStrings } from '../../lib/i18n/ui';
import type { FlowWords } from '../words';
import { checkSetup } from './check-input';
import { writePosition } from '../share';
import { MAX_SHARED_CHARS } from '../input';
import type { SetupFormProps } from './views';

import { loadForm } from './load-form';

export interface SetupEditorProps {
  flow: string;
  initial: unknown;
  strings: SandboxStrings;
  locale: Locale;
  words: FlowWords;
  /** The flow's own form, if it has one. */
  Form?: FunctionComponent<SetupFormProps>;
  /** A checked starting position, and the input as the reader wrote it (for the URL). */
  onSetup: (setup: unknown, input: unknown) => void;
}

/** A JSON syntax error as the reader's words: where it is, if the browser says. */
export function jsonSyntaxProblem(message: string, text: string, s: Pick<SandboxStrings, 'sandboxJsonSyntax' | 'sandboxJsonSyntaxSomewhere'>): string {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  const position = /position (\d+)/.exec(message);
  let at: [number, number] | null = lineColumn ? [Number(lineColumn[1]), Number(lineColumn[2])] : null;
  if (!at && position) {
    const before = text.slice(0, Number(position[1])).split('\n');
    at = [before.length, before[before.length - 1].length + 1];
  }
  return at ? s.sandboxJsonSyntax.replace('{line}', String(at[0])).replace('{column}', String(at[1])) : s.sandboxJsonSyntaxSomewhere;
}

/** The editor with the flow's own form, once that has loaded (Sandbox.tsx shows it when opened). */
export async function withForm(flow: string): Promise<FunctionComponent<Omit<SetupEditorProps, 'Form'>>> {
  const Form = await loadForm(flow);
  return (props) => <SetupEditor {...props} Form={Form} />;
}

export function SetupEditor(props: SetupEditorProps) {
  const s = props.strings;
  const id = `${useId()}-setup-json`;
  const [text, setText] = useState(() => JSON.stringify(props.initial, null, 1));
  const [problems, setProblems] = useState<string[]>([]);
  const [applied, setApplied] = useState(false);
  // Positions are checked one after another, in the order the reader asked: a second tap while the
  // first waits for the schemas to load must not be overtaken by the first (the first waits for the
  // chunk's preloads, a second does not), or the position in play would be the older one.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** Checks a position and starts from it; the problems, or [] when it was used. */
  const apply = (input: unknown): Promise<string[]> => {
    const run = queue.current.then(() => check(input));
    queue.current = run.catch(() => undefined);
    return run;
  };
  const check = async (input: unknown): Promise<string[]> => {
    const checked = await checkSetup(props.flow, input, props.locale, props.words, { at: s.sandboxProblemAt, item: s.sandboxProblemItem, more: s.sandboxProblemMore });
    if ('problems' in checked) return checked.problems;
    // A position whose link no one could open (read-shared.ts refuses data past the limit) is not played either.
    if (writePosition({ custom: { setup: input, events: [] } }).length > MAX_SHARED_CHARS) return [s.sandboxSetupTooBig.replace('{chars}', String(MAX_SHARED_CHARS))];
    props.onSetup(checked.setup, input);
    // The JSON below says the position now in play, whichever of the two set it.
    setText(JSON.stringify(input, null, 1));
    // The form sits below the board and the log: take the reader back up to the sandbox, which now starts from it.
    document.getElementById(id)?.closest('.sandbox')?.scrollIntoView({ block: 'start' });
    return [];
  };
  const applyJson = async () => {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch (e) {
      return setProblems([jsonSyntaxProblem((e as Error).message, text, s)]);
    }
    const found = await apply(input);
    setProblems(found);
    setApplied(!found.length);
  };
  const json = (
    <>
      <label for={id}>{s.sandboxSetupJson}</label>
      <textarea id={id} rows={10} spellcheck={false} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      <button type="button" onClick={applyJson}>{s.sandboxApplySetup}</button>
      <Problems problems={problems} intro={s.sandboxProblemsIntro} />
      {applied && <p role="status" class="setup-applied">{s.sandboxSetupApplied}</p>}
    </>
  );
  if (!props.Form) return json;
  return (
    <>
      <props.Form initial={props.initial} locale={props.locale} words={props.words} apply={apply} strings={s} />
      <details class="setup-json">
        <summary>{s.sandboxSetupJson}</summary>
        {json}
      </details>
    </>
  );
}

/** What stopped a position being used, in the page's language. */
export function Problems({ problems, intro }: { problems: string[]; intro: string }) {
  if (!problems.length) return null;
  return (
    <div role="alert" class="form-problems">
      <p>{intro}</p>
      <ul>{problems.map((p) => <li>{p}</li>)}</ul>
    </div>
  );
}

/**
 * A setup form's last lines: its own buttons (children), the one that starts from the position, and
 * what was wrong with the position, in the page's language, or that the sandbox now starts from it.
 * `apply` checks it and starts from it.
 */
export function ApplySetup({ apply, strings, children }: { apply: () => Promise<string[]>; strings: SandboxStrings; children?: ComponentChildren }) {
  const [problems, setProblems] = useState<string[] | null>(null);
  return (
    <>
      <p class="units-form-actions">
        {children}
        <button type="button" onClick={async () => setProblems(await apply())}>{strings.sandboxApplySetup}</button>
      </p>
      <Problems problems={problems ?? []} intro={strings.sandboxProblemsIntro} />
      {problems?.length === 0 && <p role="status" class="setup-applied">{strings.sandboxSetupApplied}</p>}
    </>
  );
}
