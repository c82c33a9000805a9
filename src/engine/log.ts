/** A step of a flow, as its machine logs it: a message key, the clauses that govern it, its values. */
export interface LogEntry {
  /** A message key, rendered per locale by the flow's messages. */
  step: string;
  clauses: string[];
  values?: Record<string, string | number>;
}
