import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadable } from './loadable';

function Greeting({ name }: { name: string }) {
  return <p>Здравствуйте, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loadable', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback while the code loads, then the component with its props', async () => {
    const code = deferred<typeof Greeting>();
    const Lazy = loadable(() => code.promise, <p role="status">Загрузка…</p>);
    render(<Lazy name="Анна" />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    await act(async () => code.resolve(Greeting));
    expect(screen.getByText('Здравствуйте, Анна')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders at once, without a fallback, what is already loaded; the code is asked for once', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = loadable(load, <p role="status">Загрузка…</p>);
    await act(() => Lazy.preload());
    await Lazy.preload();
    render(<Lazy name="Борис" />);
    expect(screen.getByText('Здравствуйте, Борис')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    const Given = loadable(() => new Promise<typeof Greeting>(() => undefined), <p role="status">Загрузка…</p>, Greeting);
    render(<Given name="Вера" />);
    expect(screen.getByText('Здравствуйте, Вера')).toBeInTheDocument();
  });

  it('throws a failed load to the error boundary, and the next mount loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('чанк не загружен')).mockResolvedValueOnce(Greeting);
    const Lazy = loadable<{ name: string }>(load, <p role="status">Загрузка…</p>);
    const { unmount } = render(
      <Boundary>
        <Lazy name="Глеб" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('чанк не загружен');
    unmount();
    render(<Lazy name="Глеб" />);
    expect(await screen.findByText('Здравствуйте, Глеб')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
