import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionalPart } from './optional-part';

// React renders a failed tree once more before giving it to a boundary, so the part stays broken until told.
let broken = false;
function Part() {
  if (broken) throw new Error('чанк не загружен');
  return <p>Часть</p>;
}

describe('OptionalPart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the screen when the part fails, shows its fallback, reports once, and mounts the part again on retry', async () => {
    broken = true;
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
          <Part />
        </OptionalPart>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Список' })).toBeInTheDocument();
    expect(screen.queryByText('Часть')).not.toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('Часть экрана «страницы» не загрузилась', expect.any(Error), expect.any(String));

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(screen.getByText('Часть')).toBeInTheDocument();
  });

  it('renders nothing in the part’s place when no fallback is given', () => {
    broken = true;
    const { container } = render(
      <div data-testid="frame">
        <OptionalPart name="страницы">
          <Part />
        </OptionalPart>
      </div>,
    );
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
