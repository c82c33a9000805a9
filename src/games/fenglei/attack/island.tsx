/** What the browser needs to step 風雷卡牌's attack declaration and chain: its machine and its view. */
import { defineIsland } from '../../../engine/flow';
import { attackMachine } from './machine';
import { FengleiAttackView } from './View';

export default defineIsland({ machine: attackMachine, View: FengleiAttackView });
