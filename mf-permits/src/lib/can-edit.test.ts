import { canEdit } from './can-edit';

const creator = { id: 11, family: 'Иванов', name: 'Иван', surname: '', email: 'i@example.ru', profession: '' };

describe('canEdit', () => {
  it('allows the creator in DRAFT and ON_MODIFICATION only', () => {
    expect(canEdit({ status: 'DRAFT', creator_detail: creator }, 11)).toBe(true);
    expect(canEdit({ status: 'ON_MODIFICATION', creator_detail: creator }, 11)).toBe(true);
    expect(canEdit({ status: 'ON_ACCEPTANCE', creator_detail: creator }, 11)).toBe(false);
  });

  it('refuses anyone else and an unknown user', () => {
    expect(canEdit({ status: 'DRAFT', creator_detail: creator }, 12)).toBe(false);
    expect(canEdit({ status: 'DRAFT', creator_detail: creator }, undefined)).toBe(false);
  });
});
