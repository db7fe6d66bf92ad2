// A remote's own entry is never loaded by the host (it loads remoteEntry.js); webpack needs one.
export {};
