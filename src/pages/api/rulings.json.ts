import type { APIRoute } from 'astro';
import { rulingRecords } from '../../engine/api';

export const GET: APIRoute = () => Response.json({ rulings: rulingRecords() });
