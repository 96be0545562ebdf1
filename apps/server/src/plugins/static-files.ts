import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** A built front end's files, listed once at start so a lookup never touches the disk. */
export class StaticFolder {
  private readonly files: Set<string>;

  constructor(readonly root: string) {
    this.files = new Set(existsSync(root) ? listFiles(root, '') : []);
  }

  get exists(): boolean {
    return this.files.size > 0;
  }

  has(urlPath: string): boolean {
    return this.files.has(urlPath);
  }

  /** Fingerprinted build assets never change; everything else is revalidated hourly. */
  send(reply: FastifyReply, urlPath: string) {
    const immutable = urlPath.startsWith('/assets/');
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    return reply.sendFile(urlPath.slice(1), this.root);
  }
}

function listFiles(root: string, prefix: string): string[] {
  return readdirSync(path.join(root, prefix)).flatMap((name) => {
    const relative = `${prefix}/${name}`;
    return statSync(path.join(root, relative)).isDirectory() ? listFiles(root, relative) : [relative];
  });
}

export function pathnameOf(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
