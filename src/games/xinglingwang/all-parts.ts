/**
 * The server's side of 星靈王's parts of the rules (parts.ts): each imported and given, so that the
 * build, `npm run ruling` and the pages rendered on the server play every position. Imported by the
 * flow.ts of each flow whose machine uses one (never by the browser's code).
 */
import * as combine from './combine';
import * as battleUses from './battle-uses';
import * as declare from './declare/machine';
import * as defense from './defense/machine';
import * as effects from './effects';
import { battleUsesPart, combinePart, declarePart, defensePart, effectRulesPart, effectsPart, keywordStepsPart } from './parts';
import * as keywordSteps from './turn/keyword-steps';
import * as uses from './turn/uses';

effectsPart.provide(uses);
combinePart.provide(combine);
keywordStepsPart.provide(keywordSteps);
battleUsesPart.provide(battleUses);
effectRulesPart.provide(effects);
declarePart.provide(declare);
defensePart.provide(defense);
