// Quiet, deterministic defaults for every test file; DATABASE_URL (if set) is left as it is.
// A random secret: one written here could sign tokens for any installation that copied it.
process.env.TOKEN_SECRET = process.env.TOKEN_SECRET || require('node:crypto').randomBytes(48).toString('base64url');
