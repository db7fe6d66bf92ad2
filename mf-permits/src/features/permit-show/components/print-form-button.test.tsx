import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints, type Nd } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

function setup(nd: Nd) {
  const fake = createFakeServices(signedInSnapshot(['EXECUTOR'], testProfile(['EXECUTOR'], { id: 16 })));
  fake.fake.reply(endpoints.nd.getById, nd);
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 1, type: 'Огневые работы', description: '', printform: nd.printForm, route: [] }]);
  fake.fake.reply(endpoints.favourites.listAll, []);
  fake.fake.reply(endpoints.nd.routes, []);
  fake.fake.reply(endpoints.nd.zoneWorks, []);
  return fake;
}

describe('the permit type’s print form on the permit page', () => {
  const createObjectURL = jest.fn(() => 'blob:form');
  beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() }));
  afterEach(() => jest.restoreAllMocks());

  it('downloads the type’s uploaded form through the shell client, under the name the type keeps', async () => {
    const fake = setup(testNd({ status: 'READY_TO_WORK', printForm: 'Бланк огневых.docx' }));
    const form = new Blob(['PK бланк']);
    fake.fake.reply(endpoints.lookups.printForm, form);
    const downloads: { name: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
    renderPermits('/nd/show/42', fake);

    // Beside «Печать», in the permit's own actions.
    await screen.findByRole('button', { name: 'Печать' });
    await userEvent.click(screen.getByRole('button', { name: 'Бланк вида' }));

    await waitFor(() => expect(downloads).toEqual([{ name: 'Бланк огневых.docx', href: 'blob:form' }]));
    expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.lookups.printForm, { params: { id: 1 } });
    expect(createObjectURL).toHaveBeenCalledWith(form);
  });

  it('is not offered when the type has no form', async () => {
    renderPermits('/nd/show/42', setup(testNd({ status: 'READY_TO_WORK', printForm: null })));
    await screen.findByRole('button', { name: 'Печать' });
    expect(screen.queryByRole('button', { name: 'Бланк вида' })).not.toBeInTheDocument();
  });

  it('says in Russian why the form did not come', async () => {
    const fake = setup(testNd({ status: 'READY_TO_WORK', printForm: 'Бланк.docx' }));
    fake.fake.fail(endpoints.lookups.printForm, 404, 'У этого вида наряд-допуска нет загруженной печатной формы');
    renderPermits('/nd/show/42', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Бланк вида' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('нет загруженной печатной формы');
  });
});
