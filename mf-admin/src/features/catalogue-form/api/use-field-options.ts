import { useQuery } from '@tanstack/react-query';
import type { FieldDefinition } from '@permit/shared-contracts';
import { useServices } from '@permit/dev-kit/runtime';
import { readPath } from '../../catalogue-list/utils/read-path';
import { roleOptionsFor, type ChoiceOption } from '../model/role-options';
import { fetchOptionItems } from './option-calls';

function toOption(item: object, labelKey: string): ChoiceOption | null {
  const id = readPath(item, 'id');
  const label = readPath(item, labelKey);
  if (typeof id !== 'number') return null;
  return { value: String(id), label: typeof label === 'string' && label ? label : String(id) };
}

/**
 * A choice field's options. `parentValue` is the value of the field it depends on (the user's
 * organization for sections); without one the full list is offered.
 */
export function useFieldOptions(field: FieldDefinition, parentValue: unknown) {
  const { api } = useServices();
  const source = field.options;
  const parentId = typeof parentValue === 'string' && parentValue !== '' ? Number(parentValue) : null;
  const query = useQuery({
    queryKey: ['options', source?.from === 'area' ? source.area : 'none', source?.from === 'area' ? source.dependsOn?.lookup : null, parentId],
    queryFn: async ({ signal }) => {
      if (source?.from !== 'area') return [];
      const items = await fetchOptionItems(api, source, parentId, signal);
      return items.map((item) => toOption(item, source.labelKey)).filter((o) => o !== null);
    },
    enabled: source?.from === 'area',
  });
  if (source?.from === 'roles') return { options: roleOptionsFor(field), isPending: false, error: null };
  return { options: query.data ?? [], isPending: query.isPending, error: query.error };
}
