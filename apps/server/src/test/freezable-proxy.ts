import net from 'node:net';

/**
 * A TCP proxy in front of a real server that can play a frozen server (a stopped process, a hung host,
 * a dropped network path): while frozen it forwards no bytes in either direction and leaves new
 * connections accepted but unanswered. Unfreezing carries on where it stopped, as such servers do.
 */
export interface FreezableProxy {
  host: string;
  port: number;
  freeze(): void;
  unfreeze(): void;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
}

export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  const links = new Set<Link>();

  const drop = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  };

  const connectUpstream = (link: Link) => {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    // Plain 'data' handlers rather than pipe(): pause() then reliably stops the flow.
    link.client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => link.client.write(chunk));
    link.client.on('end', () => upstream.end());
    upstream.on('end', () => link.client.end());
    upstream.on('error', () => drop(link));
    upstream.on('close', () => drop(link));
    link.client.resume();
  };

  const server = net.createServer((client) => {
    const link: Link = { client, upstream: null };
    links.add(link);
    client.on('error', () => drop(link));
    client.on('close', () => drop(link));
    // Held, unread, until unfrozen: the kernel has accepted the connection, nobody answers it.
    client.pause();
    if (!frozen) connectUpstream(link);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    freeze() {
      frozen = true;
      for (const link of links) {
        link.client.pause();
        link.upstream?.pause();
      }
    },
    unfreeze() {
      frozen = false;
      for (const link of links) {
        if (link.upstream) {
          link.upstream.resume();
          link.client.resume();
        } else {
          connectUpstream(link);
        }
      }
    },
    close() {
      for (const link of links) drop(link);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
