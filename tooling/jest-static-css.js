// Jest's stand-in for `import sheet from './x?static-css'` (static-css-loader.js): tests render the elements with
// their class names; the rules' text is checked in Node by each static-CSS module's own test.
module.exports = { __esModule: true, default: { id: 'static-css-in-jest', css: '' } };
