import { int, text } from './columns';

/**
 * Each permit's organization and lowercase paper number, a narrow copy kept by a trigger on nd (migration 022)
 * for ndSearch's number filter (nd-search-conditions.ts, numberMatches); read, never written by the code.
 */
export const ND_NUMBER_TABLE = {
  ndNumber: {
    ndId: int(),
    organizationId: int({ nullable: true }),
    numberSearch: text(),
  },
};
