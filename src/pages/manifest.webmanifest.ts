import type { APIRoute } from 'astro';
import { UI } from '../lib/i18n/ui';
import { homeUrl, withBase } from '../lib/urls';

/** The web manifest that makes the site installable: its addresses carry the base path. */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: UI['zh-hant'].siteName,
      short_name: UI['zh-hant'].siteName,
      lang: 'zh-Hant',
      start_url: homeUrl(),
      scope: homeUrl(),
      display: 'standalone',
      background_color: '#fdfcf9',
      theme_color: '#8a2c12',
      icons: [
        { src: withBase('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
        { src: withBase('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
        { src: withBase('/icons/maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: withBase('/favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
      ],
    }),
    { headers: { 'content-type': 'application/manifest+json' } },
  );
