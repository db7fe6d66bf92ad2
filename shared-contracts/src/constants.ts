/** Business constants of the product (docs/domain.md «Форматы обмена»; docs/architecture.md «Поведение клиента»). */
export const DEFAULT_PAGE_SIZE = 20;
/** The all-rows list variant asks for -1 and sends it as ALL_ROWS_SIZE. */
export const ALL_ROWS_PAGE_SIZE = -1;
export const ALL_ROWS_SIZE = 10_000_000;
export const FULL_LIST_SIZES = [1_000_000, 10_000_000] as const;
export const NOTIFICATIONS_POLL_MS = 5_000;
export const NOTIFICATIONS_LIST_SIZE = 1_000_000;
export const STATUS_COUNT_POLL_MS = 15_000;
export const TOKEN_ROTTEN_AFTER_MS = 3_000_000;
export const LOGOUT_REDIRECT_MS = 50;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const UPLOAD_POLL_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const HAND_LIST_SEPARATOR = ';';
export const DOCUMENT_SEPARATOR = '-------';
export const DOCUMENT_LINK_SEPARATOR = '---';
/** Empty-filter conventions (docs/domain.md «Форматы обмена»). */
export const EMPTY_TEXT_FILTER = '!';
export const EMPTY_ID_FILTER = 0;
export const EMPTY_STATUS_FILTER = '';
/** An extension is granted once, for at most this many days (docs/domain.md «Окно НД и продление»). */
export const MAX_PROLONG_DAYS = 15;
/** Browser storage keys of the session (docs/domain.md «Форматы обмена»); `drafts` is the shell's, in the tab's sessionStorage. */
export const STORAGE_KEYS = { auth: 'auth', user: 'user', profile: 'profile', drafts: 'drafts' } as const;
/** The Authorization header value is this prefix followed by the token. */
export const AUTH_SCHEME_PREFIX = 'Bearer_';

/** Limits that keep every text field bounded (the portal's own). */
export const LIMITS = {
  shortText: 255,
  longText: 4000,
  handText: 8000,
  documents: 20000,
  idList: 500,
  maxId: 2_147_483_647,
} as const;
