import { catalogueByName, type CatalogueDefinition } from '@permit/shared-contracts';
import { emptyValues, valuesFromItem, type FormValues } from './form-values';
import { toPayload } from './to-payload';
import { validateValues } from './validate';

function definition(name: string): CatalogueDefinition {
  const found = catalogueByName(name);
  if (!found) throw new Error(name);
  return found;
}

describe('save rules, switched on by the definitions', () => {
  it('work shifts: HH:mm plus the same times as [hour, minute] pairs', () => {
    const values: FormValues = { ...emptyValues(definition('workshifts')), organizationId: '7', time_start: '08:00', time_end: '22:30' };
    expect(toPayload(definition('workshifts'), values, { mode: 'create' })).toEqual({
      organizationId: 7,
      time_start: '08:00',
      time_end: '22:30',
      timeStart: [8, 0],
      timeEnd: [22, 30],
    });
  });

  it('zones: id 0 on create; on edit the id, and the place from place_detail.id', () => {
    const zone = definition('region');
    const values: FormValues = { ...emptyValues(zone), region: 'Зона 1', place: '2', description: 'Описание' };
    expect(toPayload(zone, values, { mode: 'create' })).toMatchObject({ id: 0, place: 2 });

    const loaded = valuesFromItem(zone, { id: 9, region: 'Зона 1', description: 'Описание', place: 5, place_detail: { id: 3, place: 'Цех' } });
    expect(toPayload(zone, loaded, { mode: 'edit' })).toEqual({ id: 9, region: 'Зона 1', place: 3, description: 'Описание' });
  });

  it('events: type_nd from the chosen type, type_detail and any place left out; edit loads the type by its id', () => {
    const events = definition('events');
    const loaded = valuesFromItem(events, {
      id: 4,
      event_name: 'Замер',
      description: 'Газоанализ',
      type_nd: 2,
      type_detail: { id: 2, type: 'Огневые' },
    });
    expect(loaded.type_detail).toBe('2');
    const body = toPayload(events, { ...loaded, place: '5' }, { mode: 'edit' });
    expect(body).toEqual({ id: 4, event_name: 'Замер', description: 'Газоанализ', type_nd: 2 });
  });

  it('events: the type choice is required, its error beside «Вид наряда-допуска»', () => {
    const events = definition('events');
    const result = validateValues(events, { ...emptyValues(events), event_name: 'Замер', description: 'Газоанализ' }, { mode: 'create' });
    expect(result).toEqual({ ok: false, errors: { type_detail: 'Поле «Вид наряда-допуска» обязательно' } });
  });

  it('users: username from the e-mail, create true without id, false with id; roles by name', () => {
    const users = definition('users');
    const values: FormValues = {
      ...emptyValues(users),
      family: 'Петров',
      name: 'Пётр',
      email: 'petrov@demo.ru',
      phone: '+7 900 000-00-01',
      organization: '1',
      section: '2',
      profession: 'Слесарь',
      qualification: '5 разряд',
      roles: ['CREATOR', 'EXECUTOR'],
    };
    const created = validateValues(users, values, { mode: 'create' });
    expect(created).toEqual({
      ok: true,
      body: expect.objectContaining({
        create: true,
        username: 'petrov@demo.ru',
        surname: '',
        organization: 1,
        section: 2,
        roles: ['CREATOR', 'EXECUTOR'],
      }),
    });
    expect(created.ok && created.body).not.toHaveProperty('id');
    expect(toPayload(users, { ...values, id: 12 }, { mode: 'edit' })).toMatchObject({ id: 12, create: false });
  });

  it('users: the surname is optional, roles required, and USER from a loaded user is not kept', () => {
    const users = definition('users');
    const loaded = valuesFromItem(users, {
      id: 3,
      family: 'Петров',
      name: 'Пётр',
      surname: '',
      email: 'petrov@demo.ru',
      username: 'petrov@demo.ru',
      phone: '+7 900 000-00-01',
      profession: 'Слесарь',
      qualification: '5 разряд',
      organization: { id: 1, name: 'АО' },
      section: { id: 2, section: 'Цех' },
      roles: [{ id: 2, name: 'USER' }],
    });
    expect(loaded).toMatchObject({ organization: '1', section: '2', roles: [] });
    const result = validateValues(users, loaded, { mode: 'edit' });
    expect(result).toEqual({ ok: false, errors: { roles: 'Поле «Роли» обязательно' } });
  });

  it('permit types: the route keeps its order', () => {
    const types = definition('type');
    const body = toPayload(
      types,
      { ...emptyValues(types), type: 'Огневые', description: 'Работы', route: ['APPROVER', 'PREPARATOR'] },
      { mode: 'create' },
    );
    expect(body).toEqual({ type: 'Огневые', description: 'Работы', route: ['APPROVER', 'PREPARATOR'] });
  });
});
