import type { RemoteProps } from '@permit/shared-contracts';
import { RemoteProviders } from '@permit/dev-kit/runtime';
import { WorklistWidget } from '../features/worklist/components/worklist-widget';
import { permitsQueryClient } from './query-client';

/** Slot 'home.widgets': «Мои задачи» on the shell's home page, loaded at run time like the routes. */
export function WorklistSlot(props: RemoteProps) {
  return (
    <RemoteProviders {...props} queryClient={permitsQueryClient}>
      <WorklistWidget />
    </RemoteProviders>
  );
}
