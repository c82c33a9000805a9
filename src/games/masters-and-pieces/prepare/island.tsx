/** What the browser needs to step the preparation: its machine, its view, and the turn flow it hands turn 1's start to. */
import { defineIsland } from '../../../engine/flow';
import { prepareMachine } from './machine';
import { PrepareView } from './View';
import { turnSetupOf } from './handoff';

export default defineIsland({ machine: prepareMachine, View: PrepareView, handoff: { flow: 'masters-and-pieces.turn', setup: turnSetupOf } });
