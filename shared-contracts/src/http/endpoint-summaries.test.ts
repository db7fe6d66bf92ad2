import { ENDPOINT_SUMMARIES, endpointSummary } from './endpoint-summaries';
import { listEndpoints } from './endpoints';

describe('endpoint summaries', () => {
  it('give every endpoint of the table its sentence, in Russian', () => {
    const missing = listEndpoints().filter(({ id }) => !endpointSummary(id)?.trim());
    expect(missing.map(({ id }) => id)).toEqual([]);
    for (const { id } of listEndpoints()) expect([id, endpointSummary(id)]).toEqual([id, expect.stringMatching(/[А-Яа-яЁё]/)]);
  });

  it('keep none for an endpoint that is not in the table', () => {
    const ids = new Set(listEndpoints().map(({ id }) => id));
    expect(Object.keys(ENDPOINT_SUMMARIES).filter((id) => !ids.has(id))).toEqual([]);
    expect(endpointSummary('nd.noSuchEndpoint')).toBeUndefined();
    expect(endpointSummary('catalogues.typeNd.noSuchOp')).toBeUndefined();
    expect(ids.has('catalogues.typeNd.save') && endpointSummary('catalogues.typeNd.save')).toBe(
      'Виды наряд-допусков: создание (без id) или изменение (с id)',
    );
  });
});
