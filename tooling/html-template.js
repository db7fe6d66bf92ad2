const { readFileSync } = require('node:fs');
const template = require('lodash/template');

/**
 * An HtmlWebpackPlugin `templateContent` that renders a lodash template file (`<%= %>` and `<% %>`, as the
 * plugin's own loader reads a `template`) with the plugin's parameters.
 *
 * Why not `template`: the plugin compiles a template file in a child compilation for Node, and a child inherits
 * Module Federation's plugins. Its shared modules (Chakra, emotion, stylis) were then built a second time as
 * Node chunks and emitted into dist: twelve files, 1.2 MB (404 KB gzip) in the shell's, which the service worker
 * precached on every first visit. With `templateContent` the plugin runs no child compilation (docs/performance.md).
 */
function htmlTemplate(file) {
  return (parameters) => {
    // Read and watched on every compilation, as a template would be: the development server shows an edited page.
    parameters.compilation?.fileDependencies.add(file);
    return template(readFileSync(file, 'utf8'), { interpolate: /<%=([\s\S]+?)%>/g })(parameters);
  };
}

module.exports = { htmlTemplate };
