import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { renderWithChakra } from '@permit/dev-kit/testing';
import { AuditDayField } from './audit-day-field';

/** The field in the address as the journal keeps it, with a pager's push and the browser's back. */
function Journal() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const day = params.get('dateFrom') ?? '';
  return (
    <>
      <AuditDayField label="С даты" value={day} onChange={(v) => setParams(v ? { dateFrom: v } : {})} />
      <button type="button" onClick={() => setParams({ ...(day && { dateFrom: day }), page: '2' })}>
        Следующая страница
      </button>
      {/* The browser's back: popstate first, which a memory router does not fire itself. */}
      <button
        type="button"
        onClick={() => {
          window.dispatchEvent(new PopStateEvent('popstate'));
          void navigate(-1);
        }}
      >
        Назад
      </button>
      <output aria-label="Адрес">{params.toString()}</output>
    </>
  );
}

describe('AuditDayField', () => {
  it('keeps a half-typed day through a page turn, and shows the address’s day again on a step back', async () => {
    renderWithChakra(<Journal />, { route: '/admin/audit?dateFrom=2026-03-01' });
    const field = screen.getByRole('textbox', { name: 'С даты' });
    expect(field).toHaveValue('01.03.2026');

    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(field).toHaveValue('01.03.');
    expect(screen.getByRole('status', { name: 'Адрес' })).toHaveTextContent('dateFrom=2026-03-01');

    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(screen.getByRole('status', { name: 'Адрес' })).toHaveTextContent('dateFrom=2026-03-01&page=2');
    expect(field).toHaveValue('01.03.');

    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('status', { name: 'Адрес' })).toHaveTextContent(/^dateFrom=2026-03-01$/);
    expect(field).toHaveValue('01.03.2026');
  });

  it('clears the address when emptied, and marks a day that is not one on leaving the field', async () => {
    renderWithChakra(<Journal />, { route: '/admin/audit?dateFrom=2026-03-01' });
    const field = screen.getByRole('textbox', { name: 'С даты' });
    await userEvent.clear(field);
    expect(screen.getByRole('status', { name: 'Адрес' })).toBeEmptyDOMElement();
    await userEvent.type(field, '3102');
    await userEvent.tab();
    expect(screen.getByText('Введите дату в формате дд.мм.гггг')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
