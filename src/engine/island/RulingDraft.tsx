/**
 * "Save as a ruling": the ruling file for the line of play up to the step shown (rulings/draft.ts),
 * to copy or download, under a plain word to the player of what it is and what to do with it. The expectation is the sandbox's own summary of the position, which the reader
 * is told to check against the rules. Loaded, with the flow's summary.ts, only when the
 * reader opens it (Sandbox.tsx's Folded).
 */
import { useEffect, useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import type { Locale } from '../../lib/i18n/locales';
import type { SandboxStrings } from '../../lib/i18n/ui';
import type { FlowDefinition } from '../flow';
import type { ReplayStep } from '../run';
import { citedIn, draftId, rulingDraft } from '../rulings/draft';
import { flowLoaders } from './flow-loaders';
import { rulingFormatUrl } from '../../lib/urls';

/** A flow's summary of a position (its summary.ts: no words, no machine). */
const loadSummary = flowLoaders(import.meta.glob<{ default: FlowDefinition['summarize'] }>('../../games/*/*/summary.ts'));

export interface RulingDraftProps {
  flow: string;
  game: string;
  locale: Locale;
  strings: SandboxStrings;
  /** The starting position as written (the setup schema's input). */
  setup: unknown;
  /** The events taken up to the step shown. */
  events: { type: string }[];
  /** The steps up to the one shown (the first is the start). */
  steps: ReplayStep[];
}

export function RulingDraft(props: RulingDraftProps) {
  const s = props.strings;
  const [summarize, setSummarize] = useState<{ f: FlowDefinition['summarize'] } | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  // The draft is named when it is first shown, so the copy and the download agree.
  const [at] = useState(() => new Date());
  useEffect(() => void loadSummary(props.flow).then((f) => setSummarize({ f })), []);
  // A new step or line makes a new draft: the copy's status is about the old one.
  useEffect(() => setCopied(null), [props.steps]);
  if (!summarize) return null;
  const text = rulingDraft({
    game: props.game,
    flow: props.flow,
    setup: props.setup,
    events: props.events,
    clauses: citedIn(props.steps),
    summary: summarize.f(props.steps.at(-1)!.snapshot as AnyMachineSnapshot as never),
    locale: props.locale,
    at,
  });
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  // A player meets what the draft is and what to do with it, in the page's language; the file
  // itself (ids, paths, the editors' notes as its comments) is for the editors, folded under it,
  // and opened when copying fails, for its text to be selected.
  return (
    <div class="ruling-draft-body">
      <p class="ruling-draft-intro">{s.sandboxDraftHow.replace('{n}', String(props.events.length))}</p>
      <p class="ruling-draft-actions">
        <button type="button" onClick={copy}>{copied ? s.sandboxDraftCopied : s.sandboxDraftCopy}</button>
        <a class="ruling-draft-download" download={`${draftId(props.flow, at)}.yaml`} href={`data:text/yaml;charset=utf-8,${encodeURIComponent(text)}`}>{s.sandboxDraftDownload}</a>
      </p>
      {copied === false && <p role="alert">{s.sandboxDraftCopyFailed}</p>}
      <p class="ruling-draft-warning" role="note">{s.sandboxDraftCheck}</p>
      <details class="ruling-draft-file" open={copied === false || undefined}>
        <summary>{s.sandboxDraftFile}</summary>
        <p><a href={rulingFormatUrl(props.locale)}>{s.sandboxDraftFormat}</a></p>
        <pre class="ruling-draft-text" tabIndex={0} aria-label={s.sandboxDraftText}><code>{text}</code></pre>
      </details>
    </div>
  );
}
