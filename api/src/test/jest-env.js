// Quiet, deterministic defaults for every test file; DATABASE_URL (if set) is left as it is.
process.env.TOKEN_SECRET = process.env.TOKEN_SECRET || 'test-secret-that-is-long-enough-for-hmac-256';
