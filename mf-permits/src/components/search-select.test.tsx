import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@permit/dev-kit/testing';
import type { IdOption } from '../lib/id-option';
import { LIST_FAILED_TEXT } from './list-status';
import { SearchSelect } from './search-select';

const ZONES: IdOption[] = [
  { id: 1, label: 'Блок колонн стабилизации К-201, К-202' },
  { id: 2, label: 'Насосная Н-5' },
];

/** A dependent list (the zones of a place): the options arrive only after the button is pressed. */
function ZonePicker({ initial = null }: { initial?: number | null }) {
  const [items, setItems] = useState<IdOption[] | undefined>(undefined);
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setItems(ZONES)}>
        Список пришёл
      </button>
      <SearchSelect label="Зона проведения работ" items={items} loading={!items} value={value} onChange={setValue} />
      <output aria-label="Выбрано">{value ?? 'ничего'}</output>
    </>
  );
}

describe('the search select', () => {
  it('keeps what was typed while the options load, and offers the matching ones when they arrive', async () => {
    renderRemote(<ZonePicker />);
    const box = await screen.findByRole('combobox', { name: /Зона проведения работ/ });
    await userEvent.click(box);
    // At a person's pace: keys a macrotask apart outrun the combobox's own sync of the box in jsdom.
    await userEvent.type(box, 'К-201', { delay: 30 });
    expect(await screen.findByText('Загрузка…')).toBeInTheDocument();

    // The list arrives while the box keeps focus, as a slow request's answer would.
    act(() => screen.getByRole('button', { name: 'Список пришёл' }).click());

    expect(await screen.findByRole('option', { name: /К-201/ })).toBeInTheDocument();
    expect(box).toHaveValue('К-201');
    expect(screen.queryByRole('option', { name: /Н-5/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /К-201/ }));
    expect(box).toHaveValue('Блок колонн стабилизации К-201, К-202');
    expect(screen.getByRole('status', { name: 'Выбрано' })).toHaveTextContent('1');
  });

  it('shows a loaded choice once its item arrives, and restores it when left without choosing', async () => {
    renderRemote(<ZonePicker initial={2} />);
    const box = await screen.findByRole('combobox', { name: /Зона проведения работ/ });
    expect(box).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Список пришёл' }));
    expect(box).toHaveValue('Насосная Н-5');

    await userEvent.click(box);
    await userEvent.clear(box);
    await userEvent.type(box, 'Блок', { delay: 30 });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('Насосная Н-5');
    expect(screen.getByRole('status', { name: 'Выбрано' })).toHaveTextContent('2');
  });
});

describe('a list that did not load', () => {
  it('says so instead of «Ничего не найдено», and asks for it again when the field is opened', async () => {
    const retry = jest.fn();
    renderRemote(<SearchSelect label="Место проведения работ" items={[]} value={null} onChange={() => undefined} failed onRetry={retry} />);
    const input = screen.getByRole('combobox', { name: 'Место проведения работ' });
    expect(input).toHaveAttribute('placeholder', 'Список не загрузился');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть список «Место проведения работ»' }));
    expect(await screen.findByText(LIST_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Ничего не найдено')).not.toBeInTheDocument();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
