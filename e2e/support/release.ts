import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, renameSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ports } from './portal';

export const ROOT = join(__dirname, '..', '..');

// The project's static server, exactly as each app's container runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createStaticServer } = require('@permit/tooling/serve-static') as {
  createStaticServer: (o: { app: string; root: string; env: Record<string, string | undefined>; log: () => void }) => Server;
};

export function startStaticServer(app: string, root: string, env: Record<string, string | undefined> = {}): Server {
  return createStaticServer({ app, root, env, log: () => {} });
}

export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export function close(server: Server): Promise<void> {
  server.closeAllConnections?.();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A production build of one app into its own folder, as a team's release pipeline would make it. */
export function buildRelease(app: string, env: Record<string, string>): string {
  const out = mkdtempSync(join(tmpdir(), `release-${app}-`));
  const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--output-path', out], {
    cwd: join(ROOT, app),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build of ${app} failed:\n${r.stdout}\n${r.stderr}`);
  return out;
}

/**
 * A deployment area: a static server for one remote whose root is the symlink `current` (switching it is
 * the release), and a shell whose remote list is a file the deployment rewrites (REMOTES_FILE).
 */
export async function deploymentArea() {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
  const current = join(dir, 'current');
  const remotesFile = join(dir, 'remotes.json');
  const servers: Server[] = [];
  const activate = (release: string) => {
    const next = join(dir, `next-${Date.now()}`);
    symlinkSync(release, next);
    renameSync(next, current); // atomic switch, as a release script does
  };
  const writeRemotes = (entries: Record<string, string>) =>
    writeFileSync(remotesFile, JSON.stringify(Object.entries(entries).map(([name, entry]) => ({ name, entry }))));
  const serve = async (app: string, root: string) => {
    const server = startStaticServer(app, root);
    servers.push(server);
    return `http://localhost:${await listen(server)}`;
  };
  const shell = startStaticServer('shell', join(ROOT, 'shell', 'dist'), {
    API_URL: `http://127.0.0.1:${ports.api}`,
    REMOTES_FILE: remotesFile,
  });
  servers.push(shell);
  const shellUrl = `http://localhost:${await listen(shell)}`;
  return {
    shellUrl,
    activate,
    writeRemotes,
    serve,
    current,
    dispose: async () => {
      await Promise.all(servers.map(close));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port that had a server a moment ago and has none now. */
export async function stoppedServerPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await close(server);
  return port;
}
