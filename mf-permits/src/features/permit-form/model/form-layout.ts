import { ND_PARTICIPANT_KEYS, type PermitFieldName, type PermitSection } from '@permit/shared-contracts';

/**
 * Where each field of the permit's map (shared-contracts permit/permit-fields.ts) stands in the form: its
 * section and its place in it. Only the placement lives here: values, payload, labels and validation follow
 * from the map (docs/adding-a-permit-field.md). form-layout.test.ts checks every field is placed once, in
 * its own section. The participants take every person field of the map, in route order.
 */
export const FORM_LAYOUT = {
  general: ['numberPaperNd', 'typeNd', 'organization', 'section', 'workshift', 'place', 'region'],
  period: ['datetimeStart', 'datetimeEnd'],
  participants: [...ND_PARTICIPANT_KEYS, 'brigade', 'brigadeHand'],
  // Each list beside its hand-entry field; long texts go under the grid, full width.
  works: [
    'contentWorks',
    'contentWorksHand',
    'dangerousFactors',
    'dangerousFactorsHand',
    'securityMeasures',
    'securityMeasuresHand',
    'siz',
    'sizHand',
    'instruments',
    'instrumentsHand',
    'events',
    'eventHand',
    'detailContentWorks',
  ],
  comment: ['comment'],
} as const satisfies Record<PermitSection, readonly PermitFieldName[]>;
