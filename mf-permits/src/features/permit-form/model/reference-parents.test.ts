import { dependentsOf, parentFieldOf } from './reference-parents';

describe('references chosen under a parent', () => {
  it('finds each reference’s parent field from the catalogues its map entries point at', () => {
    expect([parentFieldOf('section'), parentFieldOf('workshift'), parentFieldOf('region')]).toEqual(['organization', 'organization', 'place']);
    expect([parentFieldOf('typeNd'), parentFieldOf('place'), parentFieldOf('userExecutor'), parentFieldOf('comment')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('lists what a field’s change drops', () => {
    expect(dependentsOf('organization')).toEqual(['section', 'workshift']);
    expect(dependentsOf('place')).toEqual(['region']);
    expect(dependentsOf('typeNd')).toEqual([]);
  });
});
