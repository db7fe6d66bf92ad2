// axios's fetch adapter probes the browser's streams at import (a Request with a ReadableStream body, a
// Response), ≈ 30 ms the first time on a slow machine, on every signed-in page load. The portal's requests go
// through the XHR adapter, which axios picks first; this module stands in for the fetch adapter the way axios's
// own "browser" field stands in for its Node http adapter (tooling/webpack.js).
export const getFetch = () => false;
export default false;
