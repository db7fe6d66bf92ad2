import { AUDIT_ENTITY_TYPES, auditQuerySchema } from '../schemas/audit';
import { CATALOGUE_AREA_NAMES } from '../http/endpoints/catalogues';
import { endpoints, listEndpoints } from '../http/endpoints/index';
import { AUDIT_ENTITY_LABELS } from './labels';

describe('audit contract', () => {
  it('names every catalogue area as an entity type, each with a Russian label', () => {
    expect(AUDIT_ENTITY_TYPES).toEqual(expect.arrayContaining(CATALOGUE_AREA_NAMES));
    for (const type of AUDIT_ENTITY_TYPES) expect(AUDIT_ENTITY_LABELS[type]).toMatch(/[А-Яа-я]/);
  });

  it('is an admin endpoint of the table', () => {
    expect(listEndpoints()).toContainEqual({ id: 'audit.list', endpoint: endpoints.audit.list });
    expect(endpoints.audit.list.access).toBe('admin');
  });

  it('reads blank filters as "any" and refuses malformed ones', () => {
    expect(auditQuerySchema.parse({ entityType: '', entityId: '0', dateFrom: '' })).toEqual({});
    expect(auditQuerySchema.parse({ entityType: 'nd', entityId: '42', dateFrom: '2026-01-31' })).toEqual({
      entityType: 'nd',
      entityId: 42,
      dateFrom: '2026-01-31',
    });
    expect(auditQuerySchema.safeParse({ entityType: 'password_hash' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ dateTo: '31.01.2026' }).success).toBe(false);
  });
});
