import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** A built front end's files, listed once at start so a lookup never touches the disk. */
export class StaticFolder {
  private readonly files: Set<string>;
  private readonly pages = new Map<string, string>();

  constructor(readonly root: string) {
    this.files = new Set(existsSync(root) ? listFiles(root, '') : []);
  }

  get exists(): boolean {
    return this.files.size > 0;
  }

  has(urlPath: string): boolean {
    return this.files.has(urlPath);
  }

  /** An HTML file of the folder, read once (the admin app's index.html), or null when there is none. */
  html(name: string): string | null {
    if (!this.files.has(`/${name}`)) return null;
    this.pages.set(name, this.pages.get(name) ?? readFileSync(path.join(this.root, name), 'utf8'));
    return this.pages.get(name) ?? null;
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
