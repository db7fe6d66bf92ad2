import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, renderRemote, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { AttachedFiles } from './attached-files';

const FILE = { id: 7, name: 'схема работ.pdf', size: 2048, contentType: 'application/pdf', uploaded: '2026-11-20T10:00:00' };

describe('attached files', () => {
  const createObjectURL = jest.fn(() => 'blob:file-7');
  const revokeObjectURL = jest.fn();
  beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it('downloads a file through the shell client under its own name', async () => {
    const fake = createFakeServices(signedInSnapshot(['CREATOR'], testProfile(['CREATOR'])));
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    const call = fake.services.api.call as jest.Mock;
    call.mockImplementation(async (endpoint) => (endpoint === endpoints.nd.downloadFile ? blob : undefined));
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderRemote(<AttachedFiles files={[FILE]} />, { fake });

    expect(screen.getByText(/2 КБ/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать схема работ.pdf' }));
    await waitFor(() => expect(clicks).toEqual(['схема работ.pdf']));
    expect(call).toHaveBeenCalledWith(endpoints.nd.downloadFile, { params: { fileId: 7 } });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });

  it('says so when there are no files', () => {
    const fake = createFakeServices(signedInSnapshot(['CREATOR'], testProfile(['CREATOR'])));
    renderRemote(<AttachedFiles files={[]} />, { fake });
    expect(screen.getByText('Файлов нет')).toBeInTheDocument();
  });
});
