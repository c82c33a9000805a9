/** A plain static server for a copy of the built site, for tests that change the site under a running browser. */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Serves `dir` on `port`; `requests` lists every path asked for, in order. `hold` may hold a path's
 * answer back until the promise it returns settles (a slow file, at the moment a test chooses).
 */
export async function serve(
  dir: string,
  port: number,
  hold: (path: string) => Promise<void> | undefined = () => undefined,
): Promise<{ server: Server; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    await hold(path);
    let file = join(dir, normalize(path));
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!path.endsWith('/')) return void res.writeHead(301, { location: `${path}/` }).end();
      file = join(file, 'index.html');
    }
    if (!existsSync(file)) return void res.writeHead(404, { 'content-type': TYPES['.html'] }).end(readFileSync(join(dir, '404.html')));
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // Closing ends every connection too: a browser's worker may leave one open mid-response (a
  // download it gave up on), and the server would otherwise wait for it for ever.
  return {
    server,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
