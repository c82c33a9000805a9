/** What the browser needs to step a round: its machine and its table. */
import { defineIsland } from '../../../engine/flow';
import { roundMachine } from './machine';
import { RoundView } from './View';

export default defineIsland({ machine: roundMachine, View: RoundView });
