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
  place_work: {
    id: int({ fill: 'default' }),
    place: text(),
    description: text({ fill: 'default' }),
  },
  region_work: {
    id: int({ fill: 'default' }),
    region: text(),
    description: text({ fill: 'default' }),
    place: int(),
  },
  work_shift: {
    id: int({ fill: 'default' }),
    organization_id: int(),
    time_start: time(),
    time_end: time(),
  },
  type_nd: {
    id: int({ fill: 'default' }),
    type: text(),
    description: text({ fill: 'default' }),
    printform: text({ nullable: true }),
    printform_content: bytea({ nullable: true }),
    printform_content_type: text({ nullable: true }),
    route: textArray<RoleName>()({ fill: 'default' }),
    printform_key: text({ nullable: true }),
  },
  content_work: {
    id: int({ fill: 'default' }),
    content: text(),
    description: text({ fill: 'default' }),
    place: int({ nullable: true }),
    type_nd: int({ nullable: true }),
  },
  dangerous_factor: {
    id: int({ fill: 'default' }),
    factor: text(),
    description: text({ fill: 'default' }),
  },
  instrument: {
    id: int({ fill: 'default' }),
    instrument_name: text(),
    description: text({ fill: 'default' }),
  },
  security_measure: {
    id: int({ fill: 'default' }),
    measure: text(),
    description: text({ fill: 'default' }),
    dangerous_factor: int(),
  },
  siz: {
    id: int({ fill: 'default' }),
    siz_name: text(),
    description: text({ fill: 'default' }),
  },
  event: {
    id: int({ fill: 'default' }),
    event_name: text(),
    description: text({ fill: 'default' }),
    type_nd: int(),
  },
};
