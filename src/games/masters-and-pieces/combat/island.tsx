/** What the browser needs to step the grid combat: its machine and its board. */
import { defineIsland } from '../../../engine/flow';
import { combatMachine } from './machine';
import { CombatView } from './View';

export default defineIsland({ machine: combatMachine, View: CombatView });
