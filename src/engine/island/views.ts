/** The shape of a flow's view: it draws the position, offers the choices, and names events, in the words it is given. */
import type { FunctionComponent, VNode } from 'preact';
import type { Refusal } from '../refusal';
import type { AnyMachineSnapshot } from 'xstate';
import type { Locale } from '../../lib/i18n/locales';
import type { FlowWords } from '../words';
import type { SandboxStrings } from '../../lib/i18n/ui';

export interface ViewProps {
  snapshot: AnyMachineSnapshot;
  locale: Locale;
  /** The flow's words in this locale. */
  words: FlowWords;
  /** The line of play starts from the page's own position (a ruling's, or the flow's default), not
   * from one the reader wrote or a link carried: a link can then name only what it changes (Disputed). */
  ownStart?: boolean;
  /** Drawn once, above the sandbox that shows the same position live (a ruling's start position):
   * what the sandbox's board says of itself, such as its legend, is not said twice on the page. */
  still?: boolean;
}

export interface ChoicesProps extends ViewProps {
  send: (event: { type: string }) => void;
  /** The ruling's next event, shown as the suggested choice. */
  suggested?: { type: string };
  /** The event that led to this step, if any. */
  previous?: { type: string };
  /** Names this position (line of play and step): a form that keeps state keys itself with it,
   * so what was filled in at one step never outlives it. */
  position: string;
  /** Why the machine refuses this event now (refusal.ts), or null when it takes it; choice.tsx says it. */
  why: (event: { type: string }) => Refusal | null;
  /** Clause numbers as links to the game's rulebook, as the log cites them. */
  cites: (clauses: string[]) => VNode[];
}

/** A flow's own form for a starting position (`<flow>/form.tsx`, found by load-form.ts), loaded when the reader opens it. */
export interface SetupFormProps {
  /** The position as written (the setup schema's input). */
  initial: unknown;
  locale: Locale;
  words: FlowWords;
  strings: SandboxStrings;
  /** Checks the position with the flow's schemas and starts from it; resolves to what is wrong
   * with it in the page's language ([] when it was used). */
  apply: (input: unknown) => Promise<string[]>;
}

export type FlowView = FunctionComponent<ViewProps> & {
  Choices: FunctionComponent<ChoicesProps>;
  eventLabel: (event: { type: string }, words: FlowWords) => string;
};
