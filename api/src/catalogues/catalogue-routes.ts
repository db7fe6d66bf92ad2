import type { FastifyInstance } from 'fastify';
import { CATALOGUE_AREA_NAMES, catalogueEndpoints, lookupEndpoints, type CatalogueArea, type CatalogueEndpoints } from '@permit/shared-contracts';
import { badRequest } from '../http/errors';
import { stagingSink, type FileStore } from '../files/file-store';
import { sendStoredFile } from '../files/send-file';
import { safeContentType, safeFileName, streamMultipart } from '../http/multipart';
import { route } from '../http/route';
import type { CatalogueService } from './catalogue-service';

/**
 * The endpoints of every catalogue area, from the contract's table. Rows are shaped by the
 * definition-driven SQL; parsing them with the endpoint's response schema both types them and
 * guarantees nothing off-contract leaves the server. Writes are ADMIN only (the table says so).
 */
function registerArea(app: FastifyInstance, area: CatalogueArea, catalogues: CatalogueService): void {
  const ep: CatalogueEndpoints<CatalogueArea> = catalogueEndpoints[area];
  route(app, ep.listAll, async () => ep.listAll.response.parse(await catalogues.listAll(area)));
  route(app, ep.list, async ({ params }) => ep.list.response.parse(await catalogues.list(area, params.page, params.size)));
  route(app, ep.get, async ({ params }) => ep.get.response.parse(await catalogues.get(area, params.id)));
  route(app, ep.save, async ({ user, body }) => ep.save.response.parse(await catalogues.save(user, area, body as Record<string, unknown>)));
  route(app, ep.delete, ({ user, params }) => catalogues.remove(user, area, params.id));
}

export function registerCatalogueRoutes(app: FastifyInstance, deps: { catalogues: CatalogueService; files: FileStore; maxFileBytes: number }): void {
  const { catalogues } = deps;
  for (const area of CATALOGUE_AREA_NAMES) registerArea(app, area, catalogues);

  route(app, lookupEndpoints.regionsByPlace, async ({ params }) =>
    lookupEndpoints.regionsByPlace.response.parse(await catalogues.listBy('regionWorks', 'place', params.placeId)),
  );
  route(app, lookupEndpoints.sectionsByOrganization, async ({ params }) =>
    lookupEndpoints.sectionsByOrganization.response.parse(await catalogues.listBy('sections', 'organization', params.id)),
  );
  route(app, lookupEndpoints.workshiftsByOrganization, async ({ params }) =>
    lookupEndpoints.workshiftsByOrganization.response.parse(await catalogues.listBy('workshifts', 'organizationId', params.organizationId)),
  );
  // The form streams to the file store; the row names it only if the whole upload succeeds.
  route(app, lookupEndpoints.uploadPrintForm, async ({ user, query, request }) => {
    const { file } = await streamMultipart(request, { maxFileBytes: deps.maxFileBytes }, stagingSink(deps.files));
    if (!file || file.result.size === 0) {
      await file?.result.discard();
      throw badRequest('Приложите файл печатной формы (поле file)');
    }
    const item = await catalogues.uploadPrintForm(user, query.typeNdID, {
      name: safeFileName(query.name),
      contentType: safeContentType(file.mimetype),
      file: file.result,
    });
    return lookupEndpoints.uploadPrintForm.response.parse(item);
  });
  route(app, lookupEndpoints.printForm, async ({ params, reply }) => {
    await sendStoredFile(reply, deps.files, await catalogues.printForm(params.id));
    return undefined;
  });
}
