import { endpoints, type ApiClient } from '@permit/shared-contracts';
import type { SessionStore } from './session-store';

/** Loads organization, section and roles of the signed-in user into the session (docs/architecture.md «Поведение клиента»). */
export async function loadProfile(api: ApiClient, store: SessionStore): Promise<void> {
  const { user, profileStatus } = store.getState();
  if (!user || profileStatus === 'loading') return;
  store.getState().profileLoading();
  try {
    const profile = await api.call(endpoints.users.getUserById, { params: { userId: user.user_id } });
    // A logout or another login may have happened while the request was in flight.
    if (store.getState().user?.user_id === profile.id) store.getState().setProfile(profile);
  } catch (error) {
    console.warn('[shell] Не удалось загрузить профиль пользователя', error);
    if (store.getState().user) store.getState().profileFailed();
  }
}
