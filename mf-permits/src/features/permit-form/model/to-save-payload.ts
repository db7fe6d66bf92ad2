import type { NdSaveInput } from '@permit/shared-contracts';
import { toIsoDateTime } from '../../../lib/date-input';
import { normalizeHand, securityHandToJson } from '../../../lib/hand-list';
import type { FormValues } from './form-values';

/**
 * The create_nd body. Unset references go as null and empty dates as '' (a draft may leave them out);
 * the id goes only when editing, so a new permit and a copy are created rather than overwriting one,
 * and with it the version the edit was based on (the server refuses it with 409 if the permit changed since).
 * Dates must have passed validation: a malformed one is sent as ''.
 */
export function toSavePayload(values: FormValues, draft: boolean): NdSaveInput {
  return {
    draft,
    ...(values.id ? { id: values.id } : {}),
    ...(values.id && values.version ? { version: values.version } : {}),
    numberPaperNd: values.numberPaperNd.trim(),
    type_nd: values.type_nd,
    organization: values.organization,
    section: values.section,
    workshift: values.workshift,
    place: values.place,
    region: values.region,
    userPreparator: values.userPreparator,
    userIndustrialSafer: values.userIndustrialSafer,
    userIssuancer: values.userIssuancer,
    userApprover: values.userApprover,
    userExecutor: values.userExecutor,
    userObjectOwner: values.userObjectOwner,
    datetimeStart: toIsoDateTime(values.dateStart, values.timeStart) ?? '',
    datetimeEnd: toIsoDateTime(values.dateEnd, values.timeEnd) ?? '',
    brigade: values.brigade,
    brigadeHand: normalizeHand(values.brigadeHand),
    contentWorks: values.contentWorks,
    contentWorksHand: normalizeHand(values.contentWorksHand),
    detail_content_works: values.detail_content_works.trim(),
    dangerousFactors: values.dangerousFactors,
    dangerousFactorsHand: normalizeHand(values.dangerousFactorsHand),
    securityMeasures: values.securityMeasures,
    securityMeasuresHand: securityHandToJson(values.securityMeasuresHand),
    siz: values.siz,
    sizHand: normalizeHand(values.sizHand),
    instruments: values.instruments,
    instrumentsHand: normalizeHand(values.instrumentsHand),
    events: values.events,
    eventHand: normalizeHand(values.eventHand),
    comment: values.comment.trim(),
  };
}
