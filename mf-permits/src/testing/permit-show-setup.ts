import { createFakeServices, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints, type Nd } from '@permit/shared-contracts';
import { testUserRef } from './nd-fixture';

/** The test permit type's route of approvals. */
export const ROUTE = ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'];

/** The permit page's fake server for an executor (id 16 unless given): the permit, its type's route, its history. */
export function setupPermitShow(nd: Nd, userId = 16) {
  const fake = createFakeServices(signedInSnapshot(['EXECUTOR'], testProfile(['EXECUTOR'], { id: userId })));
  fake.fake.reply(endpoints.nd.getById, nd);
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Огневые работы', description: '', printform: null, route: ROUTE }]);
  fake.fake.reply(endpoints.favourites.listAll, []);
  fake.fake.reply(endpoints.nd.zoneWorks, []);
  fake.fake.reply(endpoints.nd.routes, [
    {
      id: 2,
      nd_id: 42,
      status_from: 'ON_ACCEPTANCE',
      status_to: 'READY_TO_WORK',
      step: 'APPROVER',
      comment: '',
      date: '2025-03-02T09:00:00',
      user_detail: testUserRef(15, 'Утверждающев'),
    },
    {
      id: 1,
      nd_id: 42,
      status_from: 'DRAFT',
      status_to: 'ON_ACCEPTANCE',
      step: null,
      comment: 'Прошу согласовать',
      date: '2025-03-01T10:00:00',
      user_detail: testUserRef(11, 'Иванов'),
    },
  ]);
  return fake;
}

/** The processingND calls the page made. */
export function processCalls(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.processing);
}
