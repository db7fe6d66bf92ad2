import { DEFAULT_ND_SCOPE, ND_SCOPES, type NdScope } from '@permit/shared-contracts';

/** Page and scope live in the URL so a reload or the back button keeps the user's place. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function parseScope(raw: string | null): NdScope {
  return ND_SCOPES.find((scope) => scope.value === raw)?.value ?? DEFAULT_ND_SCOPE;
}
