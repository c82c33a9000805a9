/** What the browser needs to step a spellbook: its machine and its table. */
import { defineIsland } from '../../../engine/flow';
import { spellbookMachine } from './machine';
import { SpellbookView } from './View';

export default defineIsland({ machine: spellbookMachine, View: SpellbookView });
