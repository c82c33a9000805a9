/** What the browser needs to step 星靈王's 防守階段: its machine and its board. */
import { defineIsland } from '../../../engine/flow';
import { prepare } from '../parts';
import { defenseMachine } from './machine';
import { XinglingwangDefenseView } from './View';

export default defineIsland({ machine: defenseMachine, View: XinglingwangDefenseView, prepare });
