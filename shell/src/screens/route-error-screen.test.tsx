import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { RouteErrorScreen } from './route-error-screen';

function Broken(): never {
  throw new Error('сбой экрана');
}

const routerAt = (path: string) =>
  createMemoryRouter([{ path: '/', errorElement: <RouteErrorScreen />, children: [{ path: 'broken', element: <Broken /> }] }], {
    initialEntries: [path],
  });

describe('RouteErrorScreen', () => {
  it('says a screen failed, with a way home, and renders without Chakra’s provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={routerAt('/broken')} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Обновите страницу; если ошибка повторится, сообщите администратору.');
    expect(screen.getByRole('heading', { level: 1, name: 'Не удалось открыть страницу' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'На главную' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[shell] Ошибка экрана', expect.any(Error));
    error.mockRestore();
  });

  it('names an address nothing answers as not found, and does not log it as an error', () => {
    // react-router warns of the unmatched address itself.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={routerAt('/nowhere')} />);
    expect(screen.getByRole('heading', { level: 1, name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
