// Default ports and the env variables that override them; docker-compose and the local stack use the same names.
const APPS = {
  shell: { port: 8080, env: 'SHELL_PORT', federationName: 'shell' },
  'mf-permits': { port: 8081, env: 'PERMITS_PORT', federationName: 'mf_permits', entryEnv: 'MF_PERMITS_ENTRY' },
  'mf-admin': { port: 8082, env: 'ADMIN_PORT', federationName: 'mf_admin', entryEnv: 'MF_ADMIN_ENTRY' },
  'mf-notifications': { port: 8083, env: 'NOTIFICATIONS_PORT', federationName: 'mf_notifications', entryEnv: 'MF_NOTIFICATIONS_ENTRY' },
};
const API = { port: 3000, env: 'API_PORT' };

function portOf(app, env = process.env) {
  const spec = app === 'api' ? API : APPS[app];
  if (!spec) throw new Error(`unknown app ${app}`);
  return Number(env[spec.env] || spec.port);
}

function apiUrl(env = process.env) {
  return env.API_URL || `http://127.0.0.1:${portOf('api', env)}`;
}

/** The shell's /remotes.json: REMOTES (a JSON list) wins, else one MF_*_ENTRY per remote, else the local ports. */
function remotesFromEnv(env = process.env) {
  if (env.REMOTES) return JSON.parse(env.REMOTES);
  const host = env.REMOTES_HOST || 'localhost';
  return Object.entries(APPS)
    .filter(([, a]) => a.entryEnv)
    .map(([app, a]) => ({
      name: a.federationName,
      entry: env[a.entryEnv] || `http://${host}:${portOf(app, env)}/mf-manifest.json`,
    }));
}

module.exports = { APPS, API, portOf, apiUrl, remotesFromEnv };
