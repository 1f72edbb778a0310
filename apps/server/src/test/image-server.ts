/**
 * A local http server for the tests of images fetched by address: it answers the bodies it is
 * given by path, 404 otherwise, and for a path marked `stall` sends headers and then waits
 * until it is closed (only the fetcher's time-out ends the wait). It counts requests by path.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ImageServer {
  base: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startImageServer(
  bodies: Record<string, Buffer | 'stall' | Buffer[]>,
): Promise<ImageServer> {
  const requests: string[] = [];
  const waiting: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const body = bodies[url];
    if (body === undefined) {
      response.statusCode = 404;
      response.end('missing');
    } else if (body === 'stall') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.write('\xff\xd8\xff');
      waiting.push(response);
    } else if (Array.isArray(body)) {
      // Written in parts, without a length: a limit must hold while the body streams in.
      for (const part of body) response.write(part);
      response.end();
    } else {
      response.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      for (const response of waiting) response.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
