/** What the browser needs to step 五行's turn: its machine and its view. */
import { defineIsland } from '../../../engine/flow';
import { turnMachine } from './machine';
import { WuxingTurnView } from './View';

export default defineIsland({ machine: turnMachine, View: WuxingTurnView });
