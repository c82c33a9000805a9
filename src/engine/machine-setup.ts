/**
 * XState's `setup`, less what the site's machines never use. XState's own returns its action
 * creators with the machine factory (`assign`, `sendTo`, `raise`, `log`, `emit`, `spawnChild` …),
 * so a bundle that calls it carries every one of them (0.8 KB gzip on every sandbox page, issue 30).
 * The machines take `assign` from XState and only `createMachine` from here, which builds the
 * machine exactly as XState's does: `createMachine({ ...config, schemas }, implementations)`.
 *
 * Typed as XState's `setup`, for its typing of guards, actions and context; the members it does not
 * return (all but `createMachine`) are undefined, which every machine's unit tests would show at once.
 */
import { createMachine, type setup as xstateSetup } from 'xstate';

type Setup = typeof xstateSetup;

export const setup = ((implementations: Parameters<Setup>[0]) => ({
  createMachine: (config: Parameters<typeof createMachine>[0]) =>
    createMachine({ ...config, schemas: implementations.schemas } as Parameters<typeof createMachine>[0], {
      actors: implementations.actors,
      actions: implementations.actions,
      guards: implementations.guards,
      delays: implementations.delays,
    } as Parameters<typeof createMachine>[1]),
})) as unknown as Setup;
