import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@permit/shared-contracts';
import { DevLoginForm } from './dev-login-form';
import { createFakeApi, renderWithChakra } from './testing';

const loginResponse = {
  email: 'ivanov@example.ru',
  family: 'Иванов',
  name: 'Иван',
  phone: '+7 900 000-00-00',
  profession: 'Мастер участка',
  qualification: 'Высшая',
  surname: '',
  username: 'ivanov@example.ru',
  user_id: 11,
  token: 'tok-1',
};

describe('DevLoginForm', () => {
  it('calls the login endpoint with the typed e-mail and password and hands over the response', async () => {
    const fake = createFakeApi();
    fake.reply(endpoints.users.login, loginResponse);
    const onSignedIn = jest.fn();
    renderWithChakra(<DevLoginForm api={fake.api} onSignedIn={onSignedIn} />);

    await userEvent.type(screen.getByLabelText(/Почта/), 'ivanov@example.ru');
    await userEvent.type(screen.getByLabelText(/Пароль/), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(loginResponse));
    expect(fake.api.call).toHaveBeenCalledWith(endpoints.users.login, {
      body: { username: 'ivanov@example.ru', password: 'secret-1' },
    });
  });

  it('shows the wrong-credentials text (403)', async () => {
    const fake = createFakeApi();
    fake.fail(endpoints.users.login, 403);
    const onSignedIn = jest.fn();
    renderWithChakra(<DevLoginForm api={fake.api} onSignedIn={onSignedIn} />);

    await userEvent.type(screen.getByLabelText(/Почта/), 'ivanov@example.ru');
    await userEvent.type(screen.getByLabelText(/Пароль/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверная почта или пароль');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('does not call the API while a field is empty', async () => {
    const fake = createFakeApi();
    renderWithChakra(<DevLoginForm api={fake.api} onSignedIn={jest.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Укажите почту')).toBeInTheDocument();
    expect(screen.getByText('Укажите пароль')).toBeInTheDocument();
    expect(fake.api.call).not.toHaveBeenCalled();
  });
});
