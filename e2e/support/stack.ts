/**
 * The local stack's test hook (scripts/lib/stack-control.mjs), reached through STACK_CONTROL_URL, which
 * the global setup sets: which topology runs, stopping and starting the API, and the mail catcher.
 */
export interface ApiProcess {
  name: string;
  url: string;
  running: boolean;
}

export interface StackState {
  topology: 'single' | 'compose';
  processes: ApiProcess[];
  mailUrl: string | null;
}

export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, what: string): string => {
  if (typeof v !== 'string') throw new Error(`unexpected ${what}: ${JSON.stringify(v)}`);
  return v;
};

export const controlUrl = (): string | undefined => process.env.STACK_CONTROL_URL;

function parseState(body: unknown): StackState {
  if (!isRecord(body) || !isRecord(body.api) || !Array.isArray(body.api.processes)) throw new Error('unexpected stack state');
  const topology = body.topology === 'compose' ? 'compose' : body.topology === 'single' ? 'single' : null;
  if (!topology) throw new Error(`unexpected topology ${String(body.topology)}`);
  return {
    topology,
    processes: body.api.processes.map((p: unknown) => {
      if (!isRecord(p)) throw new Error('unexpected API process');
      return { name: str(p.name, 'name'), url: str(p.url, 'url'), running: p.running === true };
    }),
    mailUrl: isRecord(body.mail) ? str(body.mail.url, 'mail url') : null,
  };
}

async function control(method: 'GET' | 'POST', path: string): Promise<StackState> {
  const base = controlUrl();
  if (!base) throw new Error('STACK_CONTROL_URL is not set (the stack was not started by the e2e global setup)');
  const res = await fetch(`${base}${path}`, { method });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`stack control ${path}: ${res.status} ${JSON.stringify(body)}`);
  return parseState(body);
}

export const stackState = () => control('GET', '/state');
/** Stops every API process, or one replica by name; the proxy and the static servers keep running. */
export const stopApi = (name?: string) => control('POST', `/api/stop${name ? `?name=${encodeURIComponent(name)}` : ''}`);
/** Starts the stopped API processes and waits until they are healthy. */
export const startApi = () => control('POST', '/api/start');

/** Mail the catcher received for `address`, newest first (mailpit's read API shape). */
export async function mailTo(mailUrl: string, address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${mailUrl}/api/v1/messages`);
  const body: unknown = await res.json();
  if (!isRecord(body) || !Array.isArray(body.messages)) throw new Error('unexpected mail list');
  const ids = body.messages
    .filter((m: unknown) => isRecord(m) && Array.isArray(m.To) && m.To.some((t: unknown) => isRecord(t) && t.Address === address))
    .map((m: unknown) => (isRecord(m) ? str(m.ID, 'mail id') : ''));
  return Promise.all(
    ids.map(async (id) => {
      const one: unknown = await (await fetch(`${mailUrl}/api/v1/message/${id}`)).json();
      if (!isRecord(one) || !Array.isArray(one.To)) throw new Error('unexpected mail');
      return {
        id,
        to: one.To.map((t: unknown) => (isRecord(t) ? str(t.Address, 'address') : '')),
        subject: str(one.Subject, 'subject'),
        text: str(one.Text, 'text'),
      };
    }),
  );
}

/**
 * Where the stack's mail catcher answers: E2E_MAIL_URL (mailpit of a compose stack started elsewhere),
 * else the local stack's own; null when the stack has none (mail then waits in mail_outbox).
 */
export async function mailCatcherUrl(): Promise<string | null> {
  if (process.env.E2E_MAIL_URL) return process.env.E2E_MAIL_URL;
  return controlUrl() ? (await stackState()).mailUrl : null;
}
