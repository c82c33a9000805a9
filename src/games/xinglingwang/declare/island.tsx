/** What the browser needs to step 星靈王's 進攻宣言: its machine and its board. */
import { defineIsland } from '../../../engine/flow';
import { prepare } from '../parts';
import { declareMachine } from './machine';
import { XinglingwangDeclareView } from './View';

export default defineIsland({ machine: declareMachine, View: XinglingwangDeclareView, prepare });
