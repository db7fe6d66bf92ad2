import {
  EMPTY_ID_FILTER,
  EMPTY_STATUS_FILTER,
  EMPTY_TEXT_FILTER,
  type NdScope,
  type NdSearchQueryInput,
  type NdStatus,
  type User,
} from '@permit/shared-contracts';

export interface PermitListFilter {
  scope: NdScope;
  status?: NdStatus;
}

/**
 * The ndSearch query with every parameter present, as spec section 5 sends it: '!' for an empty number
 * or date, 0 for an unset id, '' for "any status". The scope picks which of the user's ids narrows the list.
 */
export function buildSearchQuery(filter: PermitListFilter, profile: User): NdSearchQueryInput {
  return {
    contentWorks: EMPTY_ID_FILTER,
    numberPaperNd: EMPTY_TEXT_FILTER,
    type: EMPTY_ID_FILTER,
    userApprover: EMPTY_ID_FILTER,
    userExecutor: EMPTY_ID_FILTER,
    userIndustrialSafer: EMPTY_ID_FILTER,
    userIssuancer: EMPTY_ID_FILTER,
    userPreparator: EMPTY_ID_FILTER,
    creator: filter.scope === 'own' ? profile.id : EMPTY_ID_FILTER,
    date_start: EMPTY_TEXT_FILTER,
    date_end: EMPTY_TEXT_FILTER,
    section: filter.scope === 'section' ? (profile.section?.id ?? EMPTY_ID_FILTER) : EMPTY_ID_FILTER,
    place: EMPTY_ID_FILTER,
    status: filter.status ?? EMPTY_STATUS_FILTER,
    organization: filter.scope === 'organization' ? (profile.organization?.id ?? EMPTY_ID_FILTER) : EMPTY_ID_FILTER,
  };
}
