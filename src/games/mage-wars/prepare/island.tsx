/** What the browser needs to step preparation: its machine, its view, and the first round it hands its position to. */
import { defineIsland } from '../../../engine/flow';
import { prepareMachine, type PrepareContext } from './machine';
import { roundSetupFrom } from './handoff';
import { PrepareView } from './View';

export default defineIsland({ machine: prepareMachine, View: PrepareView, handoff: { flow: 'mage-wars.round', setup: (snapshot: { context: PrepareContext }) => roundSetupFrom(snapshot.context) } });
