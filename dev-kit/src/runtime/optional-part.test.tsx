import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadable } from './loadable';
import { OptionalPart } from './optional-part';

function Part() {
  return <p>Часть</p>;
}

/** A part whose code fails to arrive `failures` times, then comes. */
function partFailing(failures: number) {
  let left = failures;
  return loadable(() => (left-- > 0 ? Promise.reject(new Error('чанк не загружен')) : Promise.resolve(Part)), null);
}

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Ошибка ремоута</p> : this.props.children;
  }
}

describe('OptionalPart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the screen when the part’s code does not come, shows its fallback, reports once, and mounts the part again on retry', async () => {
    const Lazy = partFailing(1);
    const onFailure = jest.fn();
    render(
      <main>
        <h1>Список</h1>
        <OptionalPart
          name="страницы"
          onFailure={onFailure}
          fallback={(retry) => (
            <button type="button" onClick={retry}>
              Повторить
            </button>
          )}
        >
          <Lazy />
        </OptionalPart>
      </main>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Часть')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Список' })).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('Часть экрана «страницы» не загрузилась', expect.any(Error), expect.any(String));
  });

  it('renders nothing in the part’s place when no fallback is given', async () => {
    const Lazy = partFailing(1);
    render(
      <div data-testid="frame">
        <OptionalPart name="страницы">
          <Lazy />
        </OptionalPart>
      </div>,
    );
    await screen.findByTestId('frame');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByTestId('frame')).toBeEmptyDOMElement();
  });

  it('passes an error of the part’s own code on to the outer boundary: a bug is not a missing part', () => {
    const onFailure = jest.fn();
    function Broken(): ReactNode {
      throw new Error('ошибка в коде части');
    }
    render(
      <Outer>
        <OptionalPart name="страницы" onFailure={onFailure} fallback={<p>Не загрузилось</p>}>
          <Broken />
        </OptionalPart>
      </Outer>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка ремоута');
    expect(screen.queryByText('Не загрузилось')).not.toBeInTheDocument();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
