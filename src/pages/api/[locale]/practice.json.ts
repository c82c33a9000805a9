import type { APIRoute } from 'astro';
import { practiceRecords } from '../../../engine/rulings/practice-questions';
import type { Locale } from '../../../lib/i18n/locales';
import { localePaths } from '../../../lib/paths';

export const getStaticPaths = localePaths;
export const GET: APIRoute = ({ params }) => Response.json({ questions: practiceRecords(params.locale as Locale) });
