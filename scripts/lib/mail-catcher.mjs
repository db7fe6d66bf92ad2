// The local stand-in for compose's mailpit: an SMTP server that keeps what it receives in memory and an
// HTTP read API shaped like mailpit's (/api/v1/messages, /api/v1/message/{ID}, /livez), so a test or a
// person reads password-reset mail the same way against either.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

/** Enough for a session of manual testing; the oldest mail goes first. */
const KEEP = 1000;
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

function decodeQuotedPrintable(text) {
  const bytes = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body, encoding) {
  switch ((encoding || '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

/** The text of a message: its body, or the first text/plain part of a multipart one. */
function textOf(headers, body) {
  const type = headers['content-type'] || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const parsed = splitHeaders(part.replace(/^\r?\n/, ''));
      const text = textOf(parsed.headers, parsed.body);
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  return decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n');
}

export function parseMessage(raw) {
  const { headers, body } = splitHeaders(raw);
  return { subject: decodeWords(headers.subject || ''), from: headers.from || '', text: textOf(headers, body) ?? '' };
}

function sendJson(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(value));
}

/**
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, log?: (line: string) => void }} options
 * Port 0 picks a free port; the returned object says which.
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0, host = '127.0.0.1', log = () => {} } = {}) {
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const message = {
          ID: String(nextId++),
          From: { Address: session.envelope.mailFrom ? session.envelope.mailFrom.address : '' },
          To: session.envelope.rcptTo.map((r) => ({ Address: r.address })),
          Subject: parsed.subject,
          Text: parsed.text,
          Created: new Date().toISOString(),
        };
        messages.unshift(message);
        messages.length = Math.min(messages.length, KEEP);
        log(`письмо «${message.Subject}» для ${message.To.map((t) => t.Address).join(', ')}`);
        callback();
      });
    },
  });

  const summary = ({ Text, ...rest }) => ({ ...rest, Snippet: Text.slice(0, 200) });
  const http = createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url, 'http://catcher');
    if (pathname === '/livez') return sendJson(res, 200, { status: 'ok' });
    if (pathname === '/api/v1/messages' && req.method === 'GET') {
      // mailpit's search is richer; `to` is the one filter the portal's tests need.
      const to = searchParams.get('to')?.toLowerCase();
      const found = to ? messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === to)) : messages;
      return sendJson(res, 200, { total: found.length, messages: found.map(summary) });
    }
    if (pathname === '/api/v1/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return sendJson(res, 200, { status: 'ok' });
    }
    const one = /^\/api\/v1\/message\/([^/]+)$/.exec(pathname);
    if (one && req.method === 'GET') {
      const message = messages.find((m) => m.ID === one[1]);
      return message ? sendJson(res, 200, message) : sendJson(res, 404, { error: 'not found' });
    }
    return sendJson(res, 404, { error: 'not found' });
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(server.address().port));
    });
  const boundSmtp = await listen(smtp.server, smtpPort);
  const boundHttp = await listen(http, httpPort);
  return {
    smtpUrl: `smtp://${host}:${boundSmtp}`,
    httpUrl: `http://${host}:${boundHttp}`,
    messages,
    stop: () =>
      Promise.all([
        new Promise((r) => smtp.close(r)),
        new Promise((r) => {
          http.closeAllConnections?.();
          http.close(() => r());
        }),
      ]),
  };
}
