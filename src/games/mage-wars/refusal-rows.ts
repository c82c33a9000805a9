/** A flow's table of refusals, its examples' events typed as the flow's own events (flow.ts `refusals`). */
import type { RefusalRow } from '../../engine/flow';

type Row<E> = Omit<RefusalRow, 'example'> & { example: { setup?: unknown; events: E[]; refused: E } };

/** The rows as the engine reads them; each example's events checked against the machine's event type `E`. */
export const refusalRows = <E extends { type: string }>(rows: Row<E>[]): RefusalRow[] => rows;
