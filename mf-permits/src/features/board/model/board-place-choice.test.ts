import { defaultPlace, parsePlaceParam, placeLabel } from './board-place-choice';

const places = [
  { id: 7, place: 'Резервуарный парк', permits: 2, inWork: 1 },
  { id: 8, place: 'Эстакада', permits: 1, inWork: 0 },
];

describe('the board’s place', () => {
  it('reads the address: an id, «all» or the list filters’ 0 for every place, anything else as not chosen', () => {
    expect(parsePlaceParam('8')).toBe(8);
    expect(parsePlaceParam('all')).toBe('all');
    expect(parsePlaceParam('0')).toBe('all');
    for (const raw of [null, '', 'abc', '-1', '1.5', '12345678901', '9999999999', '2147483648']) expect(parsePlaceParam(raw)).toBeNull();
  });

  it('opens on the remembered place while it is listed, else on the first, else on none', () => {
    expect(defaultPlace(places, 8)).toBe(8);
    expect(defaultPlace(places, 99)).toBe(7);
    expect(defaultPlace(places, null)).toBe(7);
    expect(defaultPlace([], 8)).toBeNull();
  });

  it('says the counts beside the name', () => {
    expect(placeLabel(places[0]!)).toBe('Резервуарный парк · НД: 2, в работе: 1');
  });
});
