/** What the browser needs to step 星靈王's preparation: its machine, its view, and the turn it hands on to. */
import { defineIsland } from '../../../engine/flow';
import { turnSetupOf } from './handoff';
import { prepareMachine } from './machine';
import { PrepareView } from './View';

export default defineIsland({ machine: prepareMachine, View: PrepareView, handoff: { flow: 'xinglingwang.turn', setup: (snapshot) => turnSetupOf(snapshot.context) } });
