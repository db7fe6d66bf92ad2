import { parseDocuments, serializeDocuments } from './documents';

describe('documents links', () => {
  it('round-trips links with names through the encoded stored form', () => {
    const docs = [
      { link: 'https://docs.example/a.pdf', name: 'Схема' },
      { link: 'https://docs.example/b?x=1&y=2', name: 'Акт' },
    ];
    const stored = serializeDocuments(docs);
    expect(stored).toBe(encodeURIComponent('https://docs.example/a.pdf---Схема-------https://docs.example/b?x=1&y=2---Акт'));
    expect(parseDocuments(stored)).toEqual(docs);
  });

  it('drops rows without a link, names a nameless one by its link, and reads empty as none', () => {
    expect(serializeDocuments([{ link: ' ', name: 'x' }])).toBe('');
    expect(parseDocuments(serializeDocuments([{ link: 'https://a', name: '' }]))).toEqual([{ link: 'https://a', name: 'https://a' }]);
    expect(parseDocuments('')).toEqual([]);
    expect(parseDocuments('100%---сырой')).toEqual([{ link: '100%', name: 'сырой' }]);
  });
});
