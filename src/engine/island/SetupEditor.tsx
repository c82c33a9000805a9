/**
 * The starting position as JSON, for the reader to change; checked with the flow's schemas before
 * it is used. Loaded only when the reader opens it (Sandbox.tsx's SetupEditorLoader).
 */
import { useState } from 'preact/hooks';
import type { SandboxStrings } from '../../lib/i18n/ui';
import { check } from './check-input';

export interface SetupEditorProps {
  id: string;
  flow: string;
  initial: unknown;
  strings: SandboxStrings;
  /** A checked starting position, and the input as the reader wrote it (for the URL). */
  onSetup: (setup: unknown, input: unknown) => void;
}

export function SetupEditor(props: SetupEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(props.initial, null, 1));
  const [error, setError] = useState<string | null>(null);
  const apply = async () => {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch (e) {
      return setError((e as Error).message);
    }
    const checked = await check(props.flow, input, []);
    if ('error' in checked) return setError(checked.error!);
    setError(null);
    props.onSetup(checked.setup, input);
  };
  return (
    <>
      <label for={props.id}>{props.strings.sandboxSetupJson}</label>
      <textarea id={props.id} rows={10} spellcheck={false} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      <button type="button" onClick={apply}>{props.strings.sandboxApplySetup}</button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
