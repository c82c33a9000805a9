/**
 * Each flow's schemas, by flow id: its setup, its events, and the summary rulings' `expect` is
 * checked against. Used where input arrives: ruling files, and shared URLs (loaded on demand).
 */
import type { z } from 'zod';
import { wuxingTurnSchemas } from './wuxing/schemas';
import { declareSchemas, defenseSchemas, turnSchemas } from './xinglingwang/schemas';

export interface FlowSchemas {
  setupSchema: z.ZodType;
  eventSchema: z.ZodType<{ type: string }>;
  summarySchema: z.ZodObject;
}

export const FLOW_SCHEMAS: Record<string, FlowSchemas> = {
  'wuxing.turn': wuxingTurnSchemas as unknown as FlowSchemas,
  'xinglingwang.defense': defenseSchemas as unknown as FlowSchemas,
  'xinglingwang.declare': declareSchemas as unknown as FlowSchemas,
  'xinglingwang.turn': turnSchemas as unknown as FlowSchemas,
};
