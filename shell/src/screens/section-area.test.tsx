import { screen, waitFor } from '@testing-library/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { LOGIN_RESPONSE, profileOf, signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';

const PROFILE_URL = `/api/users/getUserById/${LOGIN_RESPONSE.user_id}`;

describe('a section whose screens need the profile', () => {
  it('says the profile did not load, instead of waiting for it for ever, and asks again on «Повторить»', async () => {
    let profileUp = false;
    const { user, requests } = renderShell({
      path: '/nd',
      storage: signedInStorage(),
      server: (request) => {
        if (request.url === PROFILE_URL)
          return profileUp
            ? { status: 200, data: profileOf([{ id: 3, name: 'CREATOR' }]) }
            : { status: 500, data: { code: 'INTERNAL', message: 'Внутренняя ошибка сервера' } };
        return { status: 404 };
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXTS.loadFailed);
    expect(alert).toHaveTextContent('Не удалось загрузить профиль пользователя: организацию и роли.');

    profileUp = true;
    const asked = requests.filter((r) => r.url === PROFILE_URL).length;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(requests.filter((r) => r.url === PROFILE_URL).length).toBe(asked + 1));
    await waitFor(() => expect(screen.queryByText('Не удалось загрузить профиль пользователя: организацию и роли.')).not.toBeInTheDocument());
  });
});
