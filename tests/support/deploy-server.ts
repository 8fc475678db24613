/**
 * The site served from a build folder, in this process, for the tests of the
 * service worker across deployments (tests/browser/offline-deploy.spec.ts): it logs
 * every request, can serve another build at the same address (a deployment),
 * answer slowly, with an error or not at all for chosen paths, and stop and
 * start again (the network lost and back). Headers as deploy/serve.mjs sends them.
 */
import http from 'node:http';
import type net from 'node:net';
import sirv from 'sirv';
import {cacheControl} from '../../deploy/cache-policy.mjs';

const handlerFor = (dir: string) =>
  sirv(dir, {
    extensions: ['html'],
    etag: true,
    dev: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });

export type DeployServer = Awaited<ReturnType<typeof deployServer>>;

export async function deployServer(dir: string) {
  let handler = handlerFor(dir);
  /** Paths requested, in order (without the query). */
  const requests: string[] = [];
  let delayFor: (path: string) => number = () => 0;
  let dropFor: (path: string) => boolean = () => false;
  let failFor: (path: string) => boolean = () => false;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    // Both decided when the request comes (its delay first), answered when the delay is over.
    const delay = delayFor(path);
    const fails = failFor(path);
    const answer = () => {
      if (req.socket.destroyed) return;
      if (fails) {
        res.writeHead(503, {'Content-Type': 'text/plain', 'Cache-Control': 'no-store'});
        res.end('Unavailable');
      } else if (dropFor(path)) req.socket.destroy();
      else
        handler(req, res, () => {
          res.writeHead(404, {'Content-Type': 'text/plain'});
          res.end('Not found');
        });
    };
    if (delay > 0) setTimeout(answer, delay);
    else answer();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const {port} = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** Serves `next` from now on: a new deployment. */
    deploy(next: string) {
      handler = handlerFor(next);
    },
    /** Answers the paths `delay` gives a time for that many milliseconds late. */
    slow(delay: (path: string) => number) {
      delayFor = delay;
    },
    /** Closes the connection, without an answer, of the requests for the paths `drop` picks. */
    drop(drop: (path: string) => boolean) {
      dropFor = drop;
    },
    /** Answers 503 to the requests for the paths `fail` picks when they come (even once their delay is over). */
    fail(fail: (path: string) => boolean) {
      failFor = fail;
    },
    /** The network lost: nothing answers at the address. */
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** The network back. */
    start: () => listen(port),
  };
}
