// The apps' pages (tooling/index.html, tooling/remote-index.html) as HtmlWebpackPlugin renders them.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { htmlTemplate } = require('./html-template');

const PAGE = path.join(__dirname, 'index.html');
const REMOTE_PAGE = path.join(__dirname, 'remote-index.html');

function render(file, options) {
  const fileDependencies = new Set();
  const html = htmlTemplate(file)({ compilation: { fileDependencies }, htmlWebpackPlugin: { options } });
  return { html, fileDependencies };
}

describe("the apps' page templates", () => {
  it("render the shell's page with its title and the loading line, and the stand-alone page without the line", () => {
    const shell = render(PAGE, { title: 'Наряд-допуски', bootSplash: true });
    expect(shell.html).toContain('<title>Наряд-допуски</title>');
    expect(shell.html).toMatch(/<p class="boot-splash-title">Наряд-допуски<br \/>/);
    const standalone = render(PAGE, { title: 'Уведомления (автономный стенд)', bootSplash: false });
    expect(standalone.html).toContain('<title>Уведомления (автономный стенд)</title>');
    expect(standalone.html).not.toContain('boot-splash-title');
    expect(render(REMOTE_PAGE, { title: 'Уведомления' }).html).toContain('<h1>Уведомления</h1>');
  });

  it('are watched and read again on every compilation, as template files are: the development server shows an edit', () => {
    expect([...render(PAGE, { title: 'x', bootSplash: false }).fileDependencies]).toEqual([PAGE]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-template-'));
    const file = path.join(dir, 'page.html');
    try {
      fs.writeFileSync(file, '<title><%= htmlWebpackPlugin.options.title %></title>');
      const page = htmlTemplate(file);
      const parameters = { compilation: { fileDependencies: new Set() }, htmlWebpackPlugin: { options: { title: 'Портал' } } };
      expect(page(parameters)).toBe('<title>Портал</title>');
      fs.writeFileSync(file, '<h1><%= htmlWebpackPlugin.options.title %></h1>');
      expect(page(parameters)).toBe('<h1>Портал</h1>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // A `template` file is compiled for Node in a child compilation that inherits Module Federation's plugins, which
  // emitted the shared modules a second time, as Node chunks, into dist (and the shell's precache).
  it.each([
    ['the shell', '../shell/webpack.config.js'],
    ['a remote', '../mf-notifications/webpack.config.js'],
  ])('%s builds its page without a child compilation, in production and development', (_app, config) => {
    for (const mode of ['production', 'development']) {
      const built = require(config)({}, { mode });
      const plugins = (Array.isArray(built) ? built : [built]).flatMap((c) => c.plugins ?? []);
      const pages = plugins.filter((p) => p.constructor.name === 'HtmlWebpackPlugin');
      expect(pages).toHaveLength(1);
      expect(pages[0].userOptions.template).toBeUndefined();
      expect(typeof pages[0].userOptions.templateContent).toBe('function');
    }
  });
});
