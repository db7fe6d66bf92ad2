// Installs what a fresh machine lacks for the browser, PDF, real-PostgreSQL and nginx tests (Debian packages),
// so CI on a clean clone needs nothing installed by hand.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

function aptInstall(pkgs) {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    console.log('[deps] apt-get update');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  console.log(`[deps] apt-get install ${pkgs.join(' ')}`);
  const r = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env });
  return r.status === 0;
}

export function findPostgresBin() {
  if (process.env.PG_BIN && existsSync(`${process.env.PG_BIN}/initdb`)) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

export function ensurePostgres() {
  let bin = findPostgresBin();
  if (!bin) {
    aptInstall(['postgresql']);
    bin = findPostgresBin();
  }
  if (!bin) throw new Error('PostgreSQL server binaries not found and could not be installed (set PG_BIN)');
  return bin;
}

/** Debian's nginx (nginx-light has the realip and proxy modules deploy/nginx-api.conf uses). */
export function findNginx() {
  for (const p of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean)) {
    if (existsSync(p)) return p;
  }
  return null;
}

export function ensureNginx() {
  let path = findNginx();
  if (!path) {
    aptInstall(['nginx-light']);
    path = findNginx();
  }
  if (!path) throw new Error('nginx not found and could not be installed (apt-get install nginx-light, or set NGINX_PATH)');
  return path;
}

export function findChromium() {
  for (const p of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)) {
    if (existsSync(p)) return p;
  }
  return null;
}

export function ensureChromium() {
  let path = findChromium();
  if (!path) {
    aptInstall(['chromium']);
    path = findChromium();
  }
  return path;
}

const POPPLER_TOOLS = ['pdftotext', 'pdfinfo', 'pdftoppm'];

/** The poppler-utils tools the printable-permit tests read PDFs with; true when all are on PATH. */
export function findPoppler() {
  const dirs = (process.env.PATH ?? '').split(':').filter(Boolean);
  return POPPLER_TOOLS.every((tool) => dirs.some((dir) => existsSync(`${dir}/${tool}`)));
}

export function ensurePoppler() {
  if (findPoppler()) return true;
  aptInstall(['poppler-utils']);
  return findPoppler();
}

export function findDockerCompose() {
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensureDockerCompose() {
  if (findDockerCompose()) return true;
  aptInstall(['docker-compose']);
  return findDockerCompose();
}
