import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/**
 * Starts a server script that prints a line once it listens (deploy/serve.mjs,
 * deploy/serve-nginx.mjs, `docusaurus serve`) and resolves when it has.
 */
export async function startServer(command: string, args: string[], readyPattern = /http:\/\//): Promise<ChildProcess> {
  const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], detached: true});
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyPattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}):\n${output}`));
    });
  });
  return child;
}

/**
 * A TCP port no server on this machine listens on now, chosen by the system: a
 * test that starts its own server takes one instead of a fixed number, so two
 * runs (or another program) on one machine do not collide.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Stops a server started by startServer, with its child processes, and waits for it. */
export async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

export type RawResponse = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

/**
 * A GET (or another method) with Node's http client: no redirect following and no
 * decompression, so status, headers and body are exactly what the server sent.
 */
export function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  // The path is sent as written: a URL parser would resolve `%2e%2e` and `..`.
  const [, origin, path = '/'] = /^(https?:\/\/[^/]+)(\/.*)?$/.exec(url) ?? [];
  if (!origin) throw new Error(`not an http URL: ${url}`);
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({host: hostname, port, path, method, headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends a request line exactly as given, bytes and all, over a plain socket and
 * returns the status code of the answer (0 when the server closed the connection
 * without a status line).
 */
export function rawRequest(port: number, requestLine: string, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let data = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(requestLine.slice(0, 200))}`));
    });
    socket.on('connect', () => {
      socket.write(Buffer.from(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'));
    });
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', () => resolve(0));
  });
}
