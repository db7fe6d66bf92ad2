import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParam, okSchema, pageParams } from '../../schemas/common';
import * as e from '../../schemas/catalogue-entities';

/** A reference from a save field to another area; the API answers with `detail` = { id, <label> }. */
export interface CatalogueRef {
  area: string;
  detail: string;
}

/**
 * The catalogue API areas: the entity each serves, the body its save accepts, and its references (the
 * save field, the area it points at, the item's detail key). Wire only: how an area is stored is the
 * API's business (api/src/catalogues/catalogue-storage.ts).
 */
export const CATALOGUE_AREAS = {
  typeNd: { item: e.typeNdSchema, save: e.typeNdSaveSchema, title: 'Виды наряд-допусков', refs: {} },
  contentworks: {
    item: e.contentWorkSchema,
    save: e.contentWorkSaveSchema,
    title: 'Содержание работ',
    refs: { place: { area: 'placesWorks', detail: 'place_detail' }, typeNd: { area: 'typeNd', detail: 'typeNd_detail' } },
  },
  placesWorks: {
    item: e.placeWorkSchema,
    save: e.placeWorkSaveSchema,
    title: 'Места проведения работ',
    refs: {},
  },
  regionWorks: {
    item: e.regionWorkSchema,
    save: e.regionWorkSaveSchema,
    title: 'Зоны проведения работ',
    refs: { place: { area: 'placesWorks', detail: 'place_detail' } },
  },
  organizations: { item: e.organizationSchema, save: e.organizationSaveSchema, title: 'Организации', refs: {} },
  workshifts: {
    item: e.workShiftSchema,
    save: e.workShiftSaveSchema,
    title: 'Рабочие смены',
    refs: { organizationId: { area: 'organizations', detail: 'organization_detail' } },
  },
  sections: {
    item: e.sectionSchema,
    save: e.sectionSaveSchema,
    title: 'Отделы',
    refs: { organization: { area: 'organizations', detail: 'organizationDetail' } },
  },
  dangerous_factors: {
    item: e.dangerousFactorSchema,
    save: e.dangerousFactorSaveSchema,
    title: 'Опасные факторы',
    refs: {},
  },
  instruments: {
    item: e.instrumentSchema,
    save: e.instrumentSaveSchema,
    title: 'Инструменты',
    refs: {},
  },
  security_measures: {
    item: e.securityMeasureSchema,
    save: e.securityMeasureSaveSchema,
    title: 'Меры безопасности',
    refs: { dangerousFactor: { area: 'dangerous_factors', detail: 'dangerousFactorDetail' } },
  },
  Siz: { item: e.sizSchema, save: e.sizSaveSchema, title: 'Средства индивидуальной защиты', refs: {} },
  events: {
    item: e.eventSchema,
    save: e.eventSaveSchema,
    title: 'Контрольные мероприятия',
    refs: { type_nd: { area: 'typeNd', detail: 'type_detail' } },
  },
} as const satisfies Record<string, { refs: Record<string, CatalogueRef>; title: string; item: z.ZodType; save: z.ZodType }>;

export type CatalogueArea = keyof typeof CATALOGUE_AREAS;
export const CATALOGUE_AREA_NAMES = Object.keys(CATALOGUE_AREAS) as CatalogueArea[];

/** SIZ writes and deletes go under /api/admin/siz; every other area writes under its own path (docs/architecture.md «Поведение клиента»). */
const WRITE_BASE: Partial<Record<CatalogueArea, string>> = { Siz: '/api/admin/siz' };

function crud<A extends CatalogueArea>(area: A) {
  const item = CATALOGUE_AREAS[area].item as (typeof CATALOGUE_AREAS)[A]['item'];
  const save = CATALOGUE_AREAS[area].save as (typeof CATALOGUE_AREAS)[A]['save'];
  const base = `/api/${area}`;
  const writeBase = WRITE_BASE[area] ?? base;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/list/{page}/{size}`,
      access: 'user',
      params: pageParams,
      response: z.array(item),
    }),
    listAll: defineEndpoint({
      method: 'GET',
      path: `${base}/listAll`,
      access: 'user',
      response: z.array(item),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/get/{id}`,
      access: 'user',
      params: z.object({ id: idParam }),
      response: item,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `${writeBase}/save`,
      access: 'admin',
      body: save,
      response: item,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${writeBase}/delete/{id}`,
      access: 'admin',
      params: z.object({ id: idParam }),
      response: okSchema,
    }),
  };
}

export type CatalogueEndpoints<A extends CatalogueArea> = ReturnType<typeof crud<A>>;

export const catalogueEndpoints = Object.fromEntries(CATALOGUE_AREA_NAMES.map((a) => [a, crud(a)])) as {
  [A in CatalogueArea]: CatalogueEndpoints<A>;
};

/** The area-specific lookups. */
export const lookupEndpoints = {
  regionsByPlace: defineEndpoint({
    method: 'GET',
    path: '/api/regionWorks/getByPlace/{placeId}',
    access: 'user',
    params: z.object({ placeId: idParam }),
    response: z.array(e.regionWorkSchema),
  }),
  sectionsByOrganization: defineEndpoint({
    method: 'GET',
    path: '/api/sections/getSectionsByOrganization/{id}',
    access: 'user',
    params: z.object({ id: idParam }),
    response: z.array(e.sectionSchema),
  }),
  workshiftsByOrganization: defineEndpoint({
    method: 'GET',
    path: '/api/workshifts/getByOrganization/{organizationId}',
    access: 'user',
    params: z.object({ organizationId: idParam }),
    response: z.array(e.workShiftSchema),
  }),
  uploadPrintForm: defineEndpoint({
    method: 'POST',
    path: '/api/typeNd/uploadPrintForm',
    access: 'admin',
    query: z.object({ typeNdID: idParam, name: z.string().min(1).max(255) }),
    bodyType: 'multipart',
    response: e.typeNdSchema,
  }),
  printForm: defineEndpoint({
    method: 'GET',
    path: '/api/typeNd/printForm/{id}',
    access: 'user',
    params: z.object({ id: idParam }),
    response: z.unknown(),
    responseType: 'blob',
  }),
};
