// Test support: HTTP/1.1 spoken by hand over a socket, so that a test can send request lines a well-behaved
// client never would (absolute-form targets, scheme-relative paths, forged hop-by-hop headers) and read the
// answer exactly as it came, framing included.
const net = require('node:net');

function dechunk(body) {
  let rest = body;
  let out = Buffer.alloc(0);
  for (;;) {
    const eol = rest.indexOf('\r\n');
    if (eol < 0) return out;
    const size = parseInt(rest.subarray(0, eol).toString('latin1'), 16);
    if (!size) return out;
    out = Buffer.concat([out, rest.subarray(eol + 2, eol + 2 + size)]);
    rest = rest.subarray(eol + 4 + size);
  }
}

function parse(all) {
  const end = all.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = all.subarray(0, end).toString('latin1').split('\r\n');
  const headers = {};
  for (const line of lines) {
    const name = line.slice(0, line.indexOf(':')).trim().toLowerCase();
    headers[name] = [...(headers[name] ?? []), line.slice(line.indexOf(':') + 1).trim()];
  }
  const rawBody = all.subarray(end + 4);
  const chunked = (headers['transfer-encoding'] ?? []).includes('chunked');
  const length = headers['content-length'] ? Number(headers['content-length'][0]) : null;
  const complete = chunked ? rawBody.includes('0\r\n\r\n') : length !== null && rawBody.length >= length;
  return { status: Number(statusLine.split(' ')[1]), headers, body: (chunked ? dechunk(rawBody) : rawBody).toString(), complete };
}

/**
 * Writes `head` (and `body`) as they are and reads the one response: until it is complete by its own framing
 * (a server that wrongly keeps the connection open does not stall the test) or the connection closes.
 */
function raw(port, head, body = '') {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body));
    let all = Buffer.alloc(0);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(all) ?? { status: 0, headers: {}, body: '' });
    };
    const timer = setTimeout(done, 3000);
    socket.on('data', (chunk) => {
      all = Buffer.concat([all, chunk]);
      if (parse(all)?.complete) done();
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', done);
  });
}

module.exports = { raw };
