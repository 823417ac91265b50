import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which upstream answered each request, in order. */
  served: string[];
  close: () => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A load balancer in miniature on loopback: each request goes to the next upstream; an upstream
 * that refuses the connection (stopped) is skipped, as a balancer's health check would, which is
 * safe for any method because the request never reached it.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: string[] = [];
  const forward = (req: IncomingMessage, body: Buffer, upstream: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const target = new URL(req.url ?? '/', upstream);
      const outgoing = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    for (let tries = 0; tries < upstreams.length; tries++) {
      const upstream = upstreams[next++ % upstreams.length] as string;
      try {
        const answer = await forward(req, body, upstream);
        served.push(upstream);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
      }
    }
    res.writeHead(502, { 'content-type': 'application/json' }).end('{"detail":"No API instance answered"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
