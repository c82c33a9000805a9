/** What the browser needs to step a turn: its machine and its view. */
import { defineIsland } from '../../../engine/flow';
import { turnMachine } from './machine';
import { TurnView } from './View';

export default defineIsland({ machine: turnMachine, View: TurnView });
