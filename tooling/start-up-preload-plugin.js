const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The element of the shell's page that lists the scripts a load preloads by its session (shell/src/boot/session-preload.ts). */
const SESSION_LIST_ID = 'session-preload';

/**
 * Lists the shell's start-up scripts in its page, so the browser asks for them all at once with the page.
 *
 * The shell starts in steps (shell/src/index.ts), and each step's code is asked for only once the step before it
 * has run; the shared libraries a step imports come from chunks of their own, asked for only once the step's
 * chunk is in. On a phone network every such link costs a round trip: a signed-in list waited for eight of them
 * before its first row (docs/performance.md). The scripts are known when the shell is built:
 *
 * - the chunk groups of imports named `start-…` (webpackChunkName) run on every page: they are linked in the
 *   page's head as `<link rel="preload" as="script">`, after the entry script;
 * - those named `signed-in-…`, and the shared modules in `signedInShared` (the ones the remotes' first screens
 *   use, provided by the shell), run on every signed-in page and on no sign-in page; those named `signed-out-…`
 *   (the sign-in screen) the other way round; those named `portal-…` (the shell's last step) run on every page that
 *   starts the portal, signed in or not, but not on a first visit's sign-in form (shell/src/auth/first-login.tsx),
 *   so they are in both lists and in neither page's head. The page carries both lists as JSON, and the portal's
 *   start preloads one of them by whether a session is stored.
 *
 * Both follow the shared modules the groups' code imports, to the chunks of the module the shell provides (the
 * one the page runs: the shell is the page's host). A preloaded script is only downloaded; it runs when the code
 * that imports it asks for it, as before.
 */
class StartUpPreloadPlugin {
  /** @param {{ signedInShared?: string[] }} [options] */
  constructor({ signedInShared = [] } = {}) {
    this.signedInShared = signedInShared;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartUpPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartUpPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const { everyPage, signedIn, signedOut } = startUpScripts(compilation, this.signedInShared);
        const href = (file) => `${publicPath}${file}`;
        // The entry first: the page's own start waits for it, while everything preloaded waits for the steps.
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(
          // Low, as the browser ranks the scripts it loads itself: a preload ranks high, and the render-blocking
          // stylesheet, the entry, /remotes.json and the API's answers would wait behind eighteen of them.
          ...everyPage.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: href(file), fetchpriority: 'low' }),
          ),
          // JSON, not a script: the page's CSP runs no inline code, and this one is only read.
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id: SESSION_LIST_ID },
            JSON.stringify({ signedIn: signedIn.map(href), signedOut: signedOut.map(href) }),
          ),
        );
        return data;
      });
    });
  }
}

/** The JavaScript files of the start-up chunk groups: every page's, then a signed-in and a signed-out page's others. */
function startUpScripts(compilation, signedInShared) {
  const provided = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (origin.module?.type === 'provide-module') push(provided, origin.module._name, group);
    }
  }
  const entryFiles = new Set();
  for (const entry of compilation.entrypoints.values()) for (const chunk of entry.chunks) for (const file of chunk.files) entryFiles.add(file);
  const named = (prefix) => compilation.chunkGroups.filter((group) => group.name?.startsWith(prefix));
  const providersOf = (key) => {
    const groups = provided.get(key);
    if (!groups) throw new Error(`StartUpPreloadPlugin: the shell provides no shared module «${key}»`);
    return groups;
  };

  const collect = (groups, seen) => {
    const files = [];
    const visit = (group) => {
      if (seen.has(group)) return;
      seen.add(group);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (file.endsWith('.js') && !entryFiles.has(file) && !files.includes(file)) files.push(file);
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== 'consume-shared-module') continue;
          providersOf(module.options.shareKey).forEach(visit);
        }
      }
    };
    groups.forEach(visit);
    return files;
  };

  const everyPageGroups = named('start-');
  if (everyPageGroups.length === 0) throw new Error('StartUpPreloadPlugin: no chunk group named start-… (shell/src/index.ts)');
  const seen = new Set();
  const everyPage = collect(everyPageGroups, seen);
  const notEveryPage = (file) => !everyPage.includes(file);
  const signedIn = collect([...named('portal-'), ...named('signed-in-'), ...signedInShared.flatMap(providersOf)], new Set(seen)).filter(notEveryPage);
  const signedOut = collect([...named('portal-'), ...named('signed-out-')], new Set(seen)).filter(notEveryPage);
  return { everyPage, signedIn, signedOut };
}

function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

module.exports = { StartUpPreloadPlugin, SESSION_LIST_ID, startUpScripts };
