// How the builds name files by their content, and how the static server and the service worker's build know them.
// Eight hex digits: a name changes with its content, and 32 bits leave no practical chance of two versions of one
// chunk sharing a name; every chunk's name is written in the entry's chunk map, which the sign-in page loads, so
// each digit costs that page bytes (docs/performance.md). The shell's worker matches the same pattern
// (shell/src/offline/offline-rules.ts, checked against this one by its test).
const HASH_LENGTH = 8;
const HASHED_FILE = new RegExp(`\\.[0-9a-f]{${HASH_LENGTH}}\\.(js|css)$`);

module.exports = { HASH_LENGTH, HASHED_FILE };
