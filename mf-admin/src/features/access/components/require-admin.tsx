import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { LoadingState, useSession } from '@permit/dev-kit/runtime';

/**
 * The admin area is for ADMIN only. The server enforces it too; this keeps others from a screen of
 * failing calls. Roles arrive with the profile, so until then the answer is "not yet known", not "no".
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { authorized, profile, roles } = useSession();
  if (authorized && !profile) return <LoadingState label="Проверка прав доступа…" />;
  if (!authorized || !roles.includes('ADMIN')) {
    return (
      <Alert.Root status="warning" role="alert" my="4">
        <Alert.Indicator />
        <Alert.Title>{ERROR_TEXTS.noAccess}</Alert.Title>
      </Alert.Root>
    );
  }
  return <>{children}</>;
}
