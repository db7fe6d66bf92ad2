import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { renderAdmin } from '../../../testing/render-admin';

const TYPE = { id: 3, type: 'Огневые работы', description: 'Сварка', printform: null as string | null, route: ['ISSUANCER'] };

function adminFake(printform: string | null) {
  const fake = createFakeServices(signedInSnapshot(['ADMIN']));
  fake.fake.reply(endpoints.catalogues.typeNd.list, []);
  fake.fake.reply(endpoints.catalogues.typeNd.get, { ...TYPE, printform });
  fake.fake.reply(endpoints.lookups.uploadPrintForm, (input: unknown) => {
    const { name } = (input as { query: { name: string } }).query;
    fake.fake.reply(endpoints.catalogues.typeNd.get, { ...TYPE, printform: name });
    return { ...TYPE, printform: name };
  });
  return fake;
}

function uploads(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.lookups.uploadPrintForm);
}

async function chooseAndUpload(name: string) {
  await userEvent.upload(await screen.findByLabelText('Файл печатной формы'), new File(['x'], name));
  await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
}

describe('permit type form: replacing the print form', () => {
  it('asks before replacing the current form, naming both files, and sends nothing on «Отмена»', async () => {
    const { services } = renderAdmin('/admin/type/3', adminFake('Бланк огневых.docx'));
    await screen.findByText('Текущая: Бланк огневых.docx');

    await chooseAndUpload('Новый бланк.docx');

    const dialog = await screen.findByRole('alertdialog', { name: 'Заменить печатную форму?' });
    expect(dialog).toHaveTextContent('«Бланк огневых.docx»');
    expect(dialog).toHaveTextContent('«Новый бланк.docx»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(uploads(services.api.call)).toHaveLength(0);
    expect(screen.getByText('Текущая: Бланк огневых.docx')).toBeInTheDocument();
  });

  it('replaces the form on «Заменить»', async () => {
    const { services } = renderAdmin('/admin/type/3', adminFake('Бланк огневых.docx'));
    await screen.findByText('Текущая: Бланк огневых.docx');

    await chooseAndUpload('Новый бланк.docx');
    const dialog = await screen.findByRole('alertdialog', { name: 'Заменить печатную форму?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заменить' }));

    expect(await screen.findByText('Печатная форма загружена')).toBeInTheDocument();
    expect(await screen.findByText('Текущая: Новый бланк.docx')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(uploads(services.api.call)).toEqual([
      [endpoints.lookups.uploadPrintForm, expect.objectContaining({ query: { typeNdID: 3, name: 'Новый бланк.docx' } })],
    ]);
  });

  it('uploads at once, without asking, when the type has no form yet', async () => {
    const { services } = renderAdmin('/admin/type/3', adminFake(null));
    await screen.findByText('Текущая: не загружена');

    await chooseAndUpload('form.docx');

    expect(await screen.findByText('Печатная форма загружена')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(uploads(services.api.call)).toHaveLength(1);
  });
});
