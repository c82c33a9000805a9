/** A flow's schemas, fetched by the browser only when input from outside needs checking (a shared URL, the setup editor). */
import { config } from 'zod/v4/core';
import type { FlowSchemas } from '../flow';
import { flowLoaders } from './flow-loaders';

// Zod compiles a fast object parser with `new Function`, after probing whether it may with
// `Function('')`: the site's Content Security Policy blocks the probe, and the browser reports a
// violation on every shared line and applied setup. Parsing without it gives the same results.
config({ jitless: true });

export const loadSchemas = flowLoaders(import.meta.glob<{ default: FlowSchemas }>('../../games/*/*/schemas.ts'));
