import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, EVENTS, MAX_FILES_PER_PERMIT, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

const stored = { id: 5, name: 'схема.pdf', size: 2048, contentType: 'application/pdf', uploaded: '2025-03-01T10:00:00' };

function uploadCalls(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.uploadAddFiles);
}

function permitReads(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.getById);
}

function setup() {
  const fake = createFakeServices(signedInSnapshot());
  fake.fake.reply(endpoints.nd.getById, testNd({ addFiles: [stored], documents: encodeURIComponent('https://a.example---Акт') }));
  fake.fake.reply(endpoints.nd.save, testNd({ id: 77 }));
  fake.fake.reply(endpoints.nd.uploadAddFiles, { addFiles: [], documents: '' });
  return fake;
}

describe('files of the permit form', () => {
  it('saves the permit first, then uploads each file by the returned id, then goes to the list', async () => {
    const fake = setup();
    renderPermits('/nd/add', fake);
    const files = [new File(['a'], 'акт.pdf', { type: 'application/pdf' }), new File(['b'], 'фото.jpg', { type: 'image/jpeg' })];

    await userEvent.upload(await screen.findByLabelText('Приложить файлы'), files);
    expect(screen.getByRole('progressbar', { name: 'Загрузка «акт.pdf»' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка «фото.jpg»' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    const calls = (fake.services.api.call as jest.Mock).mock.calls.map(([endpoint]) => endpoint);
    expect(calls.indexOf(endpoints.nd.save)).toBeLessThan(calls.indexOf(endpoints.nd.uploadAddFiles));
    const uploads = uploadCalls(fake.services.api.call);
    expect(uploads.map(([, input]) => input.query)).toEqual([
      { NdID: 77, delete: false, name: 'акт.pdf', description: 'description' },
      { NdID: 77, delete: false, name: 'фото.jpg', description: 'description' },
    ]);
    expect(uploads[0]?.[1].body.get('file')).toBeInstanceOf(File);
    expect(uploads[0]?.[2]).toEqual({ onUploadProgress: expect.any(Function) });
  });

  it.each([
    [413, UPLOAD_MESSAGES.fileTooLarge(MAX_UPLOAD_BYTES)],
    [409, UPLOAD_MESSAGES.tooManyFiles(MAX_FILES_PER_PERMIT)],
  ])("shows the server's limit text (%s) in a modal and keeps the user on the form", async (status, message) => {
    const fake = setup();
    fake.fake.fail(endpoints.nd.uploadAddFiles, status, message);
    renderPermits('/nd/add', fake);

    await userEvent.upload(screen.getByLabelText('Приложить файлы'), [new File(['a'], 'большой.zip')]);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Ошибка загрузки файла' });
    expect(dialog).toHaveTextContent(`«большой.zip»: ${message}`);
    expect(fake.navigation.navigate).not.toHaveBeenCalled();
  });

  it('deletes an attached file with delete=true and edits the links list on an edit', async () => {
    const fake = setup();
    renderPermits('/nd/edit/42', fake);

    // Asked first: «Отмена» keeps the file and sends nothing.
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить файл «схема.pdf»' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Удалить файл «схема.pdf»?' });
    expect(ask).toHaveTextContent('Отменить это нельзя');
    await userEvent.click(within(ask).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(uploadCalls(fake.services.api.call)).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Приложенные файлы' })).toHaveTextContent('схема.pdf');

    await userEvent.click(screen.getByRole('button', { name: 'Удалить файл «схема.pdf»' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(uploadCalls(fake.services.api.call)[0]?.[1].query).toEqual({ NdID: 42, delete: true, name: '5' }));
    expect(screen.queryByText(/схема\.pdf/)).not.toBeInTheDocument();

    expect(screen.getByLabelText('Ссылка 1')).toHaveValue('https://a.example');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ссылку' }));
    await userEvent.type(screen.getByLabelText('Ссылка 2'), 'https://b.example');
    await userEvent.type(screen.getByLabelText('Название ссылки 2'), 'Схема');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    const documents = uploadCalls(fake.services.api.call).at(-1)?.[1].body.get('documents');
    expect(decodeURIComponent(documents)).toBe('https://a.example---Акт-------https://b.example---Схема');
  });

  it('makes a deleted file a change of the permit at once, saved form or not: its views reload and the portal hears of it', async () => {
    const fake = setup();
    const heard = jest.fn();
    fake.services.events.on(EVENTS.ndChanged, heard);
    renderPermits('/nd/edit/42', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить файл «схема.pdf»' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(heard).toHaveBeenCalledWith({ ndId: 42 }));
    // The permit is read again (the form keeps what is typed; the permit page, when opened, shows no deleted file).
    await waitFor(() => expect(permitReads(fake.services.api.call)).toHaveLength(2));
    expect(fake.navigation.navigate).not.toHaveBeenCalled();
  });

  it('starts a copy without the original’s files and links', async () => {
    const fake = setup();
    renderPermits('/nd/copy/42', fake);
    expect(await screen.findByText('Ссылок нет')).toBeInTheDocument();
    expect(screen.queryByText(/схема\.pdf/)).not.toBeInTheDocument();
  });
});
