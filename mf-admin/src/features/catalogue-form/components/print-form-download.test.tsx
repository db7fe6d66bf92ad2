import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';

const TYPE = { id: 3, type: 'Огневые работы', description: 'Сварка', printform: null as string | null, route: ['ISSUANCER'] };

function adminFake(printform: string | null) {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  fake.fake.reply(endpoints.catalogues.typeNd.list, []);
  fake.fake.reply(endpoints.catalogues.typeNd.get, { ...TYPE, printform });
  return fake;
}

describe('permit type form: the uploaded print form', () => {
  const createObjectURL = jest.fn(() => 'blob:type-form');
  beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() }));
  afterEach(() => jest.restoreAllMocks());

  it('downloads the current form through the shell client under its own name', async () => {
    const fake = adminFake('Бланк огневых.docx');
    const form = new Blob(['PK бланк']);
    fake.fake.reply(endpoints.lookups.printForm, form);
    const downloads: { name: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
    renderAdmin('/admin/type/3', fake);

    await userEvent.click(await screen.findByRole('button', { name: 'Скачать Бланк огневых.docx' }));

    await waitFor(() => expect(downloads).toEqual([{ name: 'Бланк огневых.docx', href: 'blob:type-form' }]));
    expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.lookups.printForm, { params: { id: 3 } });
    expect(createObjectURL).toHaveBeenCalledWith(form);
  });

  it('offers no download before a form is uploaded, and one right after the upload', async () => {
    const fake = adminFake(null);
    fake.fake.reply(endpoints.lookups.uploadPrintForm, () => {
      // The type now names its form: the refetched item says so.
      fake.fake.reply(endpoints.catalogues.typeNd.get, { ...TYPE, printform: 'form.docx' });
      return { ...TYPE, printform: 'form.docx' };
    });
    renderAdmin('/admin/type/3', fake);

    expect(await screen.findByText('Текущая: не загружена')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Скачать/ })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Файл печатной формы'), new File(['x'], 'form.docx'));
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));

    expect(await screen.findByRole('button', { name: 'Скачать form.docx' })).toBeInTheDocument();
  });

  it('keeps the open form and what was typed when the re-read after an upload fails', async () => {
    const fake = adminFake(null);
    fake.fake.reply(endpoints.lookups.uploadPrintForm, () => {
      fake.fake.fail(endpoints.catalogues.typeNd.get, 503, 'Сервер временно недоступен');
      return { ...TYPE, printform: 'form.docx' };
    });
    renderAdmin('/admin/type/3', fake);
    const description = await screen.findByLabelText(/Описание/);
    await userEvent.clear(description);
    await userEvent.type(description, 'Сварка и резка');
    await userEvent.upload(screen.getByLabelText('Файл печатной формы'), new File(['x'], 'form.docx'));
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));

    const reads = () => (fake.services.api.call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.catalogues.typeNd.get).length;
    await waitFor(() => expect(reads()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText(/Описание/)).toHaveValue('Сварка и резка');
    expect(screen.queryByText('Сервер временно недоступен')).not.toBeInTheDocument();
  });

  it('says in Russian why the form did not come', async () => {
    const fake = adminFake('Бланк.docx');
    fake.fake.fail(endpoints.lookups.printForm, 404, 'У этого вида наряд-допуска нет загруженной печатной формы');
    renderAdmin('/admin/type/3', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать Бланк.docx' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('нет загруженной печатной формы');
  });
});
