/** What the browser needs to step an attack: its machine and its arena. */
import { defineIsland } from '../../../engine/flow';
import { attackMachine } from './machine';
import { AttackView } from './View';

export default defineIsland({ machine: attackMachine, View: AttackView });
