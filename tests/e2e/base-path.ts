/** The build under a base path (tests/base-path.mjs) as the end-to-end tests serve it. */
import { BASE_OUT_DIR, BASE_SITE_URL } from '../base-path.mjs';

export { BASE_OUT_DIR, BASE_SITE_URL };
export const BASE_PATH = new URL(BASE_SITE_URL).pathname.replace(/\/$/, '');
