import type { RoleName } from '@permit/shared-contracts';
import { bytea, int, text, textArray, time } from './columns';

/** The reference catalogues (migrations 001, 013). */
export const CATALOGUE_TABLES = {
  organization: {
    id: int({ fill: 'default' }),
    name: text(),
    inn: text(),
  },
  section: {
    id: int({ fill: 'default' }),
    section: text(),
    description: text({ fill: 'default' }),
    organization: int(),
  },
  placeWork: {
    id: int({ fill: 'default' }),
    place: text(),
    description: text({ fill: 'default' }),
  },
  regionWork: {
    id: int({ fill: 'default' }),
    region: text(),
    description: text({ fill: 'default' }),
    place: int(),
  },
  workShift: {
    id: int({ fill: 'default' }),
    organizationId: int(),
    timeStart: time(),
    timeEnd: time(),
  },
  typeNd: {
    id: int({ fill: 'default' }),
    type: text(),
    description: text({ fill: 'default' }),
    printform: text({ nullable: true }),
    printformContent: bytea({ nullable: true }),
    printformContentType: text({ nullable: true }),
    route: textArray<RoleName>()({ fill: 'default' }),
    printformKey: text({ nullable: true }),
  },
  contentWork: {
    id: int({ fill: 'default' }),
    content: text(),
    description: text({ fill: 'default' }),
    place: int({ nullable: true }),
    typeNd: int({ nullable: true }),
  },
  dangerousFactor: {
    id: int({ fill: 'default' }),
    factor: text(),
    description: text({ fill: 'default' }),
  },
  instrument: {
    id: int({ fill: 'default' }),
    instrumentName: text(),
    description: text({ fill: 'default' }),
  },
  securityMeasure: {
    id: int({ fill: 'default' }),
    measure: text(),
    description: text({ fill: 'default' }),
    dangerousFactor: int(),
  },
  siz: {
    id: int({ fill: 'default' }),
    sizName: text(),
    description: text({ fill: 'default' }),
  },
  event: {
    id: int({ fill: 'default' }),
    eventName: text(),
    description: text({ fill: 'default' }),
    typeNd: int(),
  },
};
