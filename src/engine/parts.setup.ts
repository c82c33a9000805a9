/** The unit tests' setup: every flow's machine, and every part of the rules one declares, loaded as on the server (parts.ts). */
import { loadAllParts } from './parts';

await Promise.all(Object.values(import.meta.glob('../games/*/*/machine.ts')).map((load) => load()));
await loadAllParts();
