import { Alert } from '@chakra-ui/react';
import { useStore } from 'zustand';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';

/** ЧЧ:ММ of the cached data in the user's time zone. */
export function cachedTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });
}

/** «Нет связи — данные на ЧЧ:ММ» while the screen shows answers the service worker kept (offline/service-worker.ts). */
export function OfflineBanner() {
  const { connection } = useShell();
  const cachedAt = useStore(connection, (state) => state.cachedAt);
  if (!cachedAt) return null;
  return (
    <Alert.Root status="warning" role="status" mb="3">
      <Alert.Indicator />
      <Alert.Title>{`${ERROR_TEXTS.offlineData} ${cachedTime(cachedAt)}`}</Alert.Title>
    </Alert.Root>
  );
}
