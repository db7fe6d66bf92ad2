import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints, PERMIT_FIELD_LABELS } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { FORM_LAYOUT } from '../model/form-layout';

// The real layout with the «general» and «period» sections in reverse order: those sections must follow the
// layout, so the form shows them reversed (a section listing its fields by hand keeps its own order).
jest.mock('../model/form-layout', () => {
  const { FORM_LAYOUT: actual } = jest.requireActual<typeof import('../model/form-layout')>('../model/form-layout');
  return { FORM_LAYOUT: { ...actual, general: [...actual.general].reverse(), period: [...actual.period].reverse() } };
});

/** The labels of a section's fields in the page's order, and which carry the required mark. */
function labelsIn(legend: string) {
  const section = screen.getByRole('group', { name: legend });
  return Array.from(section.querySelectorAll('label')).map((label) => {
    const mark = label.querySelector('.chakra-field__requiredIndicator');
    return { text: (label.textContent ?? '').replace(mark?.textContent ?? '', '').trim(), required: mark !== null };
  });
}

function setup() {
  const fake = createFakeServices(signedInSnapshot(['CREATOR'], testProfile(['CREATOR'])));
  fake.fake.reply(endpoints.catalogues.typeNd.listAll, [{ id: 3, type: 'Огневые работы', description: '', printform: null, route: [] }]);
  renderPermits('/nd/add', fake);
  return fake;
}

describe('the form sections built from the layout', () => {
  it('shows «Общие сведения» in the layout’s order, each field by its kind, the required ones marked', async () => {
    setup();
    await screen.findByRole('group', { name: 'Общие сведения' });
    expect(labelsIn('Общие сведения')).toEqual(
      FORM_LAYOUT.general.map((name) => ({ text: PERMIT_FIELD_LABELS[name], required: name !== 'numberPaperNd' })),
    );
    // A reference is a searchable select of its catalogue; the organization is the user's own, read-only.
    // The select is rendered anew once its list arrives.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Вид наряда-допуска/ })).toHaveAttribute('placeholder', 'Начните вводить'));
    await userEvent.click(screen.getByRole('combobox', { name: /Вид наряда-допуска/ }));
    expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Огневые работы' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Организация/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Номер бумажного наряда-допуска' })).not.toHaveAttribute('readonly');
  });

  it('shows each date field of «Сроки проведения работ» as a masked date with its calendar and a time, in the layout’s order', async () => {
    setup();
    await screen.findByRole('group', { name: 'Сроки проведения работ' });
    expect(labelsIn('Сроки проведения работ')).toEqual([
      { text: 'Дата окончания работ', required: true },
      { text: 'Время окончания', required: false },
      { text: 'Дата начала работ', required: true },
      { text: 'Время начала', required: false },
    ]);
    const date = screen.getByRole('textbox', { name: /Дата окончания работ/ });
    expect(date).toHaveAttribute('placeholder', 'дд.мм.гггг');
    expect(date).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: /Время окончания/ })).toHaveAttribute('placeholder', 'чч:мм');
    await userEvent.type(date, '05032026');
    await waitFor(() => expect(date).toHaveValue('05.03.2026'));
    expect(screen.getByRole('button', { name: 'Календарь: окончание работ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Календарь: начало работ' })).toBeInTheDocument();
  });
});
