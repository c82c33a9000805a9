/**
 * The one island every flow uses. It ships the sandbox core; the flow's own machine and view come
 * in their own chunk (flow-clients.ts), its text in the page's language in a file of its own, and a
 * ruling's line of play from the ruling's file (island-data.ts), and the parts of the rules its
 * position and line of play use (the flow's `prepare`, parts.ts), so a page loads its flow and no other, and no
 * page repeats the text or the position. Until all have arrived, the server's
 * rendering stays as it is: Preact leaves the children of an element with `dangerouslySetInnerHTML`
 * untouched while it hydrates, and the sandbox replaces them once ready.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadedFlowClient, loadFlowClient } from './flow-clients';
import { isPlay, isText, knownData, loadData, type IslandPlay, type IslandText } from './island-data';
import { Sandbox, type SandboxProps } from './Sandbox';

/** The sandbox's props but its text, which comes from `text` (the URL of the flow's text file), and
 * its line of play, `play`: given, or the URL of a ruling's file, which holds it. */
export type FlowIslandProps = Omit<SandboxProps, 'words' | 'strings' | keyof IslandPlay> & { text: string; play: string | IslandPlay };

/** Data given to the island, or the URL of the file that holds it, loaded once the island is up (and refused if not of its shape). */
function useData<T>(at: string | T, valid: (data: unknown) => data is T): T | undefined {
  const [data, setData] = useState(() => (typeof at == 'string' ? knownData<T>(at) : at));
  useEffect(() => {
    if (!data) loadData<T>(at as string, valid).then(setData, () => undefined);
  }, []);
  return data;
}

export default function FlowIsland({ text: textAt, play: playAt, ...props }: FlowIslandProps) {
  const [client, setClient] = useState(() => loadedFlowClient(props.flow));
  // On failure (the chunk, the text or the play did not arrive) the server's transcript stays, readable as without script.
  useEffect(() => {
    if (!client) loadFlowClient(props.flow).then((c) => setClient(() => c), () => undefined);
  }, []);
  const text = useData<IslandText>(textAt, isText);
  const play = useData<IslandPlay>(playAt, isPlay);
  // The parts of the rules the position uses (parts.ts): the server has them all; the browser loads them first.
  const [prepared, setPrepared] = useState(import.meta.env.SSR);
  useEffect(() => {
    if (client && play && !prepared) Promise.resolve(client.prepare?.(play.setup, play.events)).then(() => setPrepared(true), () => undefined);
  }, [client, play]);
  if (!client || !text || !play || !prepared) return <div class="sandbox-frame" dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div class="sandbox-frame">
      <Sandbox {...props} setup={play.setup} setupInput={play.setupInput} events={play.events} words={text.words} strings={text.strings} machine={client.machine} View={client.View} handoff={client.handoff} prepare={client.prepare} />
    </div>
  );
}
