// The security headers of an app's HTML page. The shell loads remote modules from other origins, so its
// Content-Security-Policy allows scripts, styles and connections from 'self' plus exactly the origins of
// the remotes it currently lists in /remotes.json: a remote from any other origin is refused by the browser.

/** The distinct http(s) origins of the remote entries; relative entries are 'self' and add nothing. */
function remoteOrigins(remotes) {
  const origins = new Set();
  for (const remote of Array.isArray(remotes) ? remotes : []) {
    const entry = remote && typeof remote.entry === 'string' ? remote.entry : null;
    if (!entry || !/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // An entry that is not a URL cannot be loaded either; it widens nothing.
    }
  }
  return [...origins].sort();
}

function contentSecurityPolicy(remotes) {
  const allowed = ["'self'", ...remoteOrigins(remotes)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${allowed}`,
    `connect-src ${allowed}`,
    // Only the shell's own service worker (/sw.js) may run; a remote's origin may load scripts, not a worker.
    "worker-src 'self'",
    // Chakra UI (emotion) writes its styles into <style> elements at run time; remotes may bring CSS files.
    `style-src ${allowed} 'unsafe-inline'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Connections to the remotes' origins opened while the shell's own scripts load, instead of when the federation
 * runtime first asks a remote for its manifest, several round trips later. One per origin, for requests in CORS
 * mode without credentials: the manifest, the entry and the chunks alike (shell/src/federation/runtime-plugin.ts,
 * `crossOriginLoading` in tooling/webpack.js). A browser keeps credentialed connections in a separate pool, so a
 * plain preconnect would open one that nothing uses.
 */
function preconnectLinks(remotes) {
  return remoteOrigins(remotes).map((origin) => `<${origin}>; rel=preconnect; crossorigin`);
}

/** Headers for an HTML document served to the browser. */
function documentHeaders(remotes) {
  const links = preconnectLinks(remotes);
  return {
    'Content-Security-Policy': contentSecurityPolicy(remotes),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    ...(links.length > 0 && { Link: links.join(', ') }),
  };
}

module.exports = { remoteOrigins, contentSecurityPolicy, documentHeaders };
