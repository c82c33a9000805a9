/**
 * The one island every flow uses. It ships the sandbox core; the flow's own machine and view come
 * in their own chunk (flow-clients.ts), and its text in the page's language in a file of its own
 * (island-text.ts), so a page loads its flow and no other, and no page repeats the text. Until both
 * have arrived, the server's rendering stays as it is: Preact leaves the children of an element with
 * `dangerouslySetInnerHTML` untouched while it hydrates, and the sandbox replaces them once ready.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadedFlowClient, loadFlowClient } from './flow-clients';
import { knownText, loadText } from './island-text';
import { Sandbox, type SandboxProps } from './Sandbox';

/** The sandbox's props but its text, which comes from `text` (the URL of the flow's text file). */
export type FlowIslandProps = Omit<SandboxProps, 'words' | 'strings'> & { text: string };

export default function FlowIsland({ text: textUrl, ...props }: FlowIslandProps) {
  const [client, setClient] = useState(() => loadedFlowClient(props.flow));
  const [text, setText] = useState(() => knownText(textUrl));
  useEffect(() => {
    // On failure (the chunk or the text did not arrive) the server's transcript stays, readable as without script.
    if (!client) loadFlowClient(props.flow).then((c) => setClient(() => c), () => undefined);
    if (!text) loadText(textUrl).then(setText, () => undefined);
  }, []);
  if (!client || !text) return <div class="sandbox-frame" dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div class="sandbox-frame">
      <Sandbox {...props} words={text.words} strings={text.strings} machine={client.machine} View={client.View} handoff={client.handoff} />
    </div>
  );
}
