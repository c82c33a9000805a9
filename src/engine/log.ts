/** A step of a flow, as its machine logs it: a message key, the clauses that govern it, its values. */
export interface LogEntry {
  /** A message key, rendered per locale by the flow's messages. */
  step: string;
  clauses: string[];
  values?: Record<string, string | number>;
}

/**
 * A machine's log: a chain that grows by sharing its past. Appending adds one link, so a line of
 * n steps keeps n entries in all, not a copy of the whole log at every step (which made a long
 * line quadratic in time and memory).
 */
export interface Log {
  readonly entry: LogEntry;
  readonly before: Log | null;
  /** How many entries, this one included. */
  readonly length: number;
}

/** The log after these entries. */
export function appendLog(log: Log | null, ...entries: LogEntry[]): Log | null {
  for (const entry of entries) log = { entry, before: log, length: (log?.length ?? 0) + 1 };
  return log;
}

/** A log of these entries, from nothing. */
export const newLog = (...entries: LogEntry[]): Log | null => appendLog(null, ...entries);

export const logLength = (log: Log | null): number => log?.length ?? 0;

/** The entries from position `from` (0 = all) to the end, oldest first; takes time in proportion to their number. */
export function logEntries(log: Log | null, from = 0): LogEntry[] {
  const out: LogEntry[] = [];
  for (let link = log; link && link.length > from; link = link.before) out.push(link.entry);
  return out.reverse();
}

/** A machine context with these entries added to its log. */
export const logged = <C extends { log: Log | null }>(context: C, ...entries: LogEntry[]): C => ({ ...context, log: appendLog(context.log, ...entries) });
