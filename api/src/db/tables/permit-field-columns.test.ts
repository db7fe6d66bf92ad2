import { ND_PARTICIPANT_KEYS, PARTICIPANT_ROLES } from '@permit/shared-contracts';
import { participantColumn, PERMIT_FIELD_COLUMNS } from './permit-field-columns';

describe('participantColumn', () => {
  it("reaches each participant's nd column through the role of his step", () => {
    expect(participantColumn('EXECUTOR')).toBe('userExecutorId');
    expect(participantColumn('OBJECT_OWNER')).toBe('userObjectOwnerId');
    for (const field of ND_PARTICIPANT_KEYS) {
      const column = participantColumn(PARTICIPANT_ROLES[field]);
      expect([field, column in PERMIT_FIELD_COLUMNS]).toEqual([field, true]);
    }
  });

  it('refuses a role no participant field makes (an administrator takes no step)', () => {
    expect(() => participantColumn('ADMIN')).toThrow('no participant field makes the ADMIN step');
  });
});
