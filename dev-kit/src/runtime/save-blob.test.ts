import { saveBlob } from './save-blob';

describe('saveBlob', () => {
  it('clicks a download link named after the file and frees the object URL afterwards', async () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:test/1');
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const clicks: Array<{ href: string; download: string; attached: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const body = new Blob(['%PDF'], { type: 'application/pdf' });

    saveBlob(body, 'Бланк наряда.pdf');

    expect(created).toEqual([body]);
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'Бланк наряда.pdf', attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual(['blob:test/1']);
    click.mockRestore();
  });
});
