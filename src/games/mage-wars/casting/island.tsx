/** What the browser needs to step a cast: its machine and its arena. */
import { defineIsland } from '../../../engine/flow';
import { castingMachine } from './machine';
import { CastingView } from './View';

export default defineIsland({ machine: castingMachine, View: CastingView });
