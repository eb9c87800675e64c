// Every web project: Node's Request (jest-fixed-jsdom) does not resolve relative URLs the way a
// browser does, and RTK Query's fetchBaseQuery builds `new Request('/api/...')`.
const NodeRequest = globalThis.Request;
if (NodeRequest && !NodeRequest.patchedForTests) {
  globalThis.Request = class extends NodeRequest {
    static patchedForTests = true;
    constructor(input, init) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  };
}
