import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeredError, createFakeServices, renderRemote, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints } from '@permit/shared-contracts';
import { PrintButton } from './print-button';

const fakeServices = () => createFakeServices(signedInSnapshot(['EXECUTOR'], testProfile(['EXECUTOR'])));

describe('«Печать»', () => {
  const createObjectURL = jest.fn(() => 'blob:permit-12');
  const revokeObjectURL = jest.fn();
  beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));
  afterEach(() => jest.restoreAllMocks());

  it('fetches the PDF through the shell client and shows it in the tab opened by the click', async () => {
    const fake = fakeServices();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    let resolve: (blob: Blob) => void = () => undefined;
    (fake.services.api.call as jest.Mock).mockImplementation((endpoint) =>
      endpoint === endpoints.nd.printPdf ? new Promise<Blob>((r) => (resolve = r)) : Promise.resolve(undefined),
    );
    const tab = { closed: false, close: jest.fn(), location: { href: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderRemote(<PrintButton ndId={12} />, { fake });

    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    // While the server builds the PDF the button shows progress and cannot be pressed again.
    expect(await screen.findByRole('button', { name: /Формируется/ })).toBeDisabled();
    resolve(pdf);
    await waitFor(() => expect(tab.location.href).toBe('blob:permit-12'));
    expect(fake.services.api.call).toHaveBeenCalledWith(endpoints.nd.printPdf, { params: { id: 12 } });
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    expect(await screen.findByRole('button', { name: 'Печать' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the PDF under the permit number when pop-ups are blocked', async () => {
    const fake = fakeServices();
    (fake.services.api.call as jest.Mock).mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    jest.spyOn(window, 'open').mockReturnValue(null);
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderRemote(<PrintButton ndId={12} />, { fake });
    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    await waitFor(() => expect(downloads).toEqual(['naryad-dopusk-12.pdf']));
  });

  it('closes the empty tab and says in Russian why the PDF did not come', async () => {
    const fake = fakeServices();
    (fake.services.api.call as jest.Mock).mockRejectedValue(await answeredError(404, { code: 'NOT_FOUND', message: 'Наряд-допуск не найден' }));
    const tab = { closed: false, close: jest.fn(), location: { href: '' } };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderRemote(<PrintButton ndId={12} />, { fake });
    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Наряд-допуск не найден');
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Печать' })).toBeEnabled();
  });

  it('words a network failure itself', async () => {
    const fake = fakeServices();
    (fake.services.api.call as jest.Mock).mockRejectedValue(new TypeError('Failed to fetch'));
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderRemote(<PrintButton ndId={12} />, { fake });
    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сформировать печатную форму');
  });
});
