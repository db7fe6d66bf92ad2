// The local stand-in for compose's mailpit: an SMTP server that keeps what it receives in memory and an
// HTTP read API shaped like mailpit's (/api/v1/messages, /api/v1/message/{ID}, /livez), so a test or a
// person reads password-reset mail the same way against either.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/** Enough for a session of manual testing; the oldest mail goes first. */
const KEEP = 1000;
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * The subject, sender and plain text of a raw message, parsed by mailparser (MIME parts, transfer
 * encodings, charsets and RFC 2047 headers); a message with HTML only gets mailparser's text rendering.
 */
export async function parseMessage(raw) {
  const mail = await simpleParser(raw);
  return { subject: mail.subject ?? '', from: mail.from?.text ?? '', text: (mail.text ?? '').replace(/\r\n/g, '\n') };
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
      stream.on('end', async () => {
        let parsed;
        try {
          parsed = await parseMessage(Buffer.concat(chunks));
        } catch (error) {
          return callback(Object.assign(new Error(`письмо не разобрано: ${error.message}`), { responseCode: 554 }));
        }
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
