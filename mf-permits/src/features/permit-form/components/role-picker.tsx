import { useEffect, useEffectEvent } from 'react';
import { fullName, PARTICIPANT_ROLES, type ParticipantField } from '@permit/shared-contracts';
import { SearchSelect } from '../../../components/search-select';
import { listStatusOf } from '../../../components/list-status';
import { useUsersByRole } from '../../../api/lookups/use-users-by-role';
import { FIELD_LABELS } from '../model/field-labels';

interface RolePickerProps {
  field: ParticipantField;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  required?: boolean;
}

/**
 * One participant of the permit, chosen only among the own organization's users who hold that field's role:
 * the server refuses anyone else (separation of duties), so offering them would only lead to a refused save.
 */
export function RolePicker({ field, value, onChange, error, required }: RolePickerProps) {
  const users = useUsersByRole(PARTICIPANT_ROLES[field]);
  // A person kept from a loaded permit (an edit or a copy) who no longer holds the role is dropped once the
  // list arrives, so nobody stays chosen without being shown.
  // Only when the list changes: the check reads the value of that moment.
  const dropIfNotHolder = useEffectEvent((holders: { id: number }[]) => {
    if (value !== null && !holders.some((u) => u.id === value)) onChange(null);
  });
  useEffect(() => {
    if (users.data) dropIfNotHolder(users.data);
  }, [users.data]);
  const items = users.data?.map((u) => ({ id: u.id, label: u.profession ? `${fullName(u)} (${u.profession})` : fullName(u) }));
  return (
    <SearchSelect
      label={FIELD_LABELS[field]}
      items={items}
      {...listStatusOf(users)}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
    />
  );
}
