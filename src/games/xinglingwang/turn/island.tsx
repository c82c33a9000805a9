/** What the browser needs to step 星靈王's whole turn: its machine and its view. */
import { defineIsland } from '../../../engine/flow';
import { prepare } from '../parts';
import { turnMachine } from './machine';
import { XinglingwangTurnView } from './View';

export default defineIsland({ machine: turnMachine, View: XinglingwangTurnView, prepare });
