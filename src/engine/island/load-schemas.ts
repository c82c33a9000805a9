/** A flow's schemas, fetched by the browser only when input from outside needs checking (a shared URL, the setup editor). */
import type { FlowSchemas } from '../flow';
import { flowLoaders } from './flow-loaders';

export const loadSchemas = flowLoaders(import.meta.glob<{ default: FlowSchemas }>('../../games/*/*/schemas.ts'));
