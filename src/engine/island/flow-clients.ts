/**
 * The browser's side of every flow, one chunk each: `src/games/<game>/<flow>/island.tsx`, loaded
 * only for the flow a page shows. The server loads a flow's before it renders the island, so the
 * island finds it at once there; the browser finds it once its chunk has arrived. (The registry
 * checks at build time that each has the right default export.)
 */
import type { FlowClient } from '../flow';
import { flowLoaders } from './flow-loaders';

const loaders = flowLoaders(import.meta.glob<{ default: FlowClient }>('./*/*/island.tsx', { base: '../../games' }));
const loaded = new Map<string, FlowClient>();

/** A flow's client part if it has been loaded on this side (always, on the server, once awaited). */
export const loadedFlowClient = (flow: string): FlowClient | undefined => loaded.get(flow);

/** Loads a flow's client part (its chunk, in the browser). */
export async function loadFlowClient(flow: string): Promise<FlowClient> {
  const client = loaded.get(flow) ?? (await loaders(flow));
  loaded.set(flow, client);
  return client;
}
