/** What the browser needs to step 風雷卡牌's game: its machine and its view. */
import { defineIsland } from '../../../engine/flow';
import { gameMachine } from './machine';
import { FengleiGameView } from './View';

export default defineIsland({ machine: gameMachine, View: FengleiGameView });
