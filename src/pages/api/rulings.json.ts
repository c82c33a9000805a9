import type { APIRoute } from 'astro';
import { rulingRecords } from '../../lib/api';

export const GET: APIRoute = () => Response.json({ rulings: rulingRecords() });
