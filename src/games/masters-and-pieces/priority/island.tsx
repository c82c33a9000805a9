/** What the browser needs to step the stack and priority: its machine and its picture of the priority window and the stack. */
import { defineIsland } from '../../../engine/flow';
import { priorityMachine } from './machine';
import { PriorityView } from './View';

export default defineIsland({ machine: priorityMachine, View: PriorityView });
