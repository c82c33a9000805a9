/**
 * The one island every flow uses. It ships the sandbox core; the flow's own machine and view come
 * in their own chunk (flow-clients.ts), so a page loads its flow and no other. Until that chunk has
 * arrived, the server's rendering stays as it is: Preact leaves the children of an element with
 * `dangerouslySetInnerHTML` untouched while it hydrates, and the sandbox replaces them once ready.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadedFlowClient, loadFlowClient } from './flow-clients';
import { Sandbox, type SandboxProps } from './Sandbox';

export default function FlowIsland(props: SandboxProps) {
  const [client, setClient] = useState(() => loadedFlowClient(props.flow));
  useEffect(() => {
    // On failure (the chunk did not arrive) the server's transcript stays, readable as without script.
    if (!client) loadFlowClient(props.flow).then((c) => setClient(() => c), () => undefined);
  }, []);
  if (!client) return <div class="sandbox-frame" dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div class="sandbox-frame">
      <Sandbox {...props} machine={client.machine} View={client.View} handoff={client.handoff} />
    </div>
  );
}
