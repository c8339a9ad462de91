// jsdom does not implement the Fetch API classes; react-router's navigation builds Request objects.
// Hand the test window Node's own (undici) implementations so routing works as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream']) {
      this.global[name] = globalThis[name];
    }
  }
};
