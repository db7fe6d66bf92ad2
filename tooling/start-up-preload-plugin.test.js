const { startUpScripts } = require('./start-up-preload-plugin');

/** A consume of a shared module, as webpack's module federation puts it in a chunk. */
const consume = (shareKey) => ({ type: 'consume-shared-module', options: { shareKey } });
const plain = { type: 'javascript/auto' };
const chunk = (files, modules = [plain]) => ({ files: new Set(files), modules });
/** A chunk group the shell's provide module of `key` made (the shared module's own chunks). */
const provided = (key, chunks) => ({ name: undefined, origins: [{ module: { type: 'provide-module', _name: key } }], chunks });
const named = (name, chunks) => ({ name, origins: [{ module: plain, request: './x' }], chunks });

/** The parts of a webpack compilation the plugin reads. */
function compilation(groups, entryFiles = ['main.js']) {
  return {
    chunkGroups: groups,
    entrypoints: new Map([['main', { chunks: [chunk(entryFiles)] }]]),
    chunkGraph: { getChunkModulesIterable: (c) => c.modules },
  };
}

describe('the shell start-up scripts listed in its page', () => {
  const groups = [
    named('start-libraries', [chunk(['start-libraries.js'], [consume('react-dom'), consume('react')])]),
    provided('react', [chunk(['react.js'])]),
    // react-dom's chunk consumes react in turn (followed once) and shares a chunk with the entry (left out).
    provided('react-dom', [chunk(['react-dom.js'], [consume('react')]), chunk(['main.js'])]),
    named('portal-bootstrap', [chunk(['portal-bootstrap.js'], [consume('react')])]),
    named('signed-in-app-layout', [chunk(['signed-in-app-layout.js'], [consume('@chakra-ui/react/popover'), consume('react')])]),
    provided('@chakra-ui/react/popover', [chunk(['popover.js', 'popover.js.map'], [consume('react')])]),
    provided('@chakra-ui/react/dialog', [chunk(['dialog.js'])]),
    provided('@chakra-ui/react/combobox', [chunk(['combobox.js'])]),
    named('signed-out-login', [chunk(['signed-out-login.js', 'react.js'])]),
    named('settings-screen', [chunk(['settings-screen.js'])]),
  ];

  it('lists every page’s steps with the shared modules they import, and a signed-in and a signed-out page’s others', () => {
    // The portal's last step is in both session lists, not in every page's head (a first visit's form never runs it).
    expect(startUpScripts(compilation(groups), ['@chakra-ui/react/dialog'])).toEqual({
      everyPage: ['start-libraries.js', 'react-dom.js', 'react.js'],
      signedIn: ['portal-bootstrap.js', 'signed-in-app-layout.js', 'popover.js', 'dialog.js'],
      signedOut: ['portal-bootstrap.js', 'signed-out-login.js'],
    });
  });

  it('leaves out what no list names: other screens, shared modules no start-up code imports, source maps, the entry', () => {
    const { everyPage, signedIn, signedOut } = startUpScripts(compilation(groups), []);
    const all = [...everyPage, ...signedIn, ...signedOut];
    for (const file of ['settings-screen.js', 'combobox.js', 'dialog.js', 'popover.js.map', 'main.js']) expect(all).not.toContain(file);
  });

  it('fails the build when an import names a shared module the shell does not provide', () => {
    const missing = [named('start-libraries', [chunk(['start-libraries.js'], [consume('left-pad')])])];
    expect(() => startUpScripts(compilation(missing), [])).toThrow('the shell provides no shared module «left-pad»');
    expect(() => startUpScripts(compilation(groups), ['left-pad'])).toThrow('the shell provides no shared module «left-pad»');
  });

  it('fails the build when the shell names no start-up step', () => {
    expect(() => startUpScripts(compilation([named('settings-screen', [chunk(['settings-screen.js'])])]), [])).toThrow(
      'no chunk group named start-…',
    );
  });
});
