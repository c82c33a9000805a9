/**
 * Lookups keyed by data (an id a reader typed, a value from a ruling file, a table's key): only a
 * record's own entries count. A plain `record[key]` finds what every object inherits when the key is
 * `constructor`, `toString`, `valueOf` … — a card named `constructor` would be a function
 * (issue 29). Records filled from data are built with `Object.fromEntries` or `dict()`.
 */
export const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string | number): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

/** Whether a record has its own entry for a key from data (`key in record` also finds inherited names). */
export const has = (record: object | undefined, key: string | number): boolean => record !== undefined && Object.hasOwn(record, key);

/** A copy of the record with the key set to the value, or left out when the value is undefined; the key is always the record's own (an assignment `record['__proto__'] = n` would not be). */
export const withEntry = <T>(record: Readonly<Record<string, T>>, key: string, value: T | undefined): Record<string, T> =>
  Object.fromEntries([...Object.entries(record).filter(([k]) => k !== key), ...(value === undefined ? [] : [[key, value] as const])]);
