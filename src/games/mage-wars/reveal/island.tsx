/** What the browser needs to step the reveal windows: its machine and its view. */
import { defineIsland } from '../../../engine/flow';
import { revealMachine } from './machine';
import { RevealView } from './View';

export default defineIsland({ machine: revealMachine, View: RevealView });
