// jsdom plus the fetch classes of Node: react-router's data router (createMemoryRouter in tests, like
// createBrowserRouter in the app) builds a Request with an AbortSignal on every navigation, and jsdom has
// neither a Request nor an AbortSignal that Node's Request accepts. jsdom does not scroll either.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, fetch, AbortController, AbortSignal });
    this.global.scrollTo = () => {};
  }
}

module.exports = JsdomWithFetchEnvironment;
