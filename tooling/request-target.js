// The request target as this server may act on it: a path on this server and nothing else.
// A browser sends the origin form (`/path?query`). A server must also accept the absolute form
// (`http://host/path`, RFC 9112 §3.2.2); its host part names no one this server would contact, so only its path
// and query are kept. Targets that carry a host in any other way are refused rather than guessed at: the
// scheme-relative `//host/path`, `/\host/path` (URL parsers read `\` as `/`), a bare `host/path`, other schemes.

const PROBE = 'target.invalid';

/** `/path?query` of a request target, or null when the target is not a plain path on this server. */
function originForm(target) {
  if (typeof target !== 'string') return null;
  let pathAndQuery = target;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      pathAndQuery = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  if (!pathAndQuery.startsWith('/')) return null;
  try {
    // Resolved against a placeholder origin, a plain path stays on it; anything that moves it names a host.
    if (new URL(pathAndQuery, `http://${PROBE}`).host !== PROBE) return null;
  } catch {
    return null;
  }
  return pathAndQuery;
}

module.exports = { originForm };
