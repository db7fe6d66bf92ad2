import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { createFakeServices, renderRemote, signedInSnapshot, type FakeServices } from '../testing';
import { useKeepOnSessionEnd, useKeptDraft } from './kept-draft';

const valuesSchema = z.object({ name: z.string(), version: z.number().int() });
const extraSchema = z.object({ note: z.string() });
const KEY = 'test:edit:5';

/** A form of one field over a record at version 3; with `withNote`, it keeps a note beside its values. */
function NameForm({ withNote = false }: { withNote?: boolean }) {
  const plain = useKeptDraft(KEY, valuesSchema);
  const noted = useKeptDraft(`${KEY}:noted`, valuesSchema, extraSchema);
  const draft = withNote ? noted : plain;
  const [name, setName] = useState(draft.kept?.values.name ?? 'Насос');
  const version = draft.kept?.values.version ?? 3;
  useKeepOnSessionEnd(withNote ? `${KEY}:noted` : KEY, () => ({
    unsaved: name !== 'Насос',
    values: { name, version },
    extra: withNote ? { note: 'заметка' } : undefined,
  }));
  return (
    <>
      <label>
        Наименование
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p>{draft.kept ? `Черновик версии ${version}` : 'Без черновика'}</p>
      {withNote && <p>Заметка: {noted.kept?.note ?? 'нет'}</p>}
      <button type="button" onClick={draft.discard}>
        Отбросить
      </button>
    </>
  );
}

const nameField = () => screen.getByRole('textbox', { name: 'Наименование' });

function renderForm(fake: FakeServices, withNote = false) {
  return renderRemote(<NameForm withNote={withNote} />, { fake });
}

/** The form goes with the session over (the shell cleared it before the screen went). */
function endSessionUnder(view: { unmount(): void }, fake: FakeServices) {
  act(() => fake.session.set({ authorized: false }));
  view.unmount();
}

describe('kept drafts (useKeptDraft, useKeepOnSessionEnd)', () => {
  it('keeps the unsaved input when the session ends under the form, with the time it ended', async () => {
    const fake = createFakeServices(signedInSnapshot());
    const view = renderForm(fake);
    await userEvent.type(nameField(), ' № 2');
    const before = Date.now();
    endSessionUnder(view, fake);

    const kept = fake.drafts.get(KEY) as { values: unknown; at: number };
    expect(kept.values).toEqual({ name: 'Насос № 2', version: 3 });
    expect(kept.at).toBeGreaterThanOrEqual(before);
    expect(kept.at).toBeLessThanOrEqual(Date.now());
  });

  it('keeps nothing when the form is left signed in, nor when nothing was typed', async () => {
    const fake = createFakeServices(signedInSnapshot());
    const left = renderForm(fake);
    await userEvent.type(nameField(), ' № 2');
    left.unmount();
    expect(fake.drafts.size).toBe(0);

    act(() => fake.session.set({ authorized: true }));
    const untouched = renderForm(fake);
    endSessionUnder(untouched, fake);
    expect(fake.drafts.size).toBe(0);
  });

  it('starts the reopened form from the draft with its base version, and reads it only once', async () => {
    const fake = createFakeServices(signedInSnapshot());
    const first = renderForm(fake);
    await userEvent.type(nameField(), ' № 2');
    endSessionUnder(first, fake);

    act(() => fake.session.set({ authorized: true }));
    const second = renderForm(fake);
    expect(nameField()).toHaveValue('Насос № 2');
    expect(screen.getByText('Черновик версии 3')).toBeInTheDocument();
    expect(fake.drafts.has(KEY)).toBe(false);

    second.unmount();
    renderForm(fake);
    expect(nameField()).toHaveValue('Насос');
    expect(screen.getByText('Без черновика')).toBeInTheDocument();
  });

  it('«discard» lets the form go back to what it started from', async () => {
    const fake = createFakeServices(signedInSnapshot());
    fake.drafts.set(KEY, { values: { name: 'Насос № 2', version: 3 }, at: 1 });
    renderForm(fake);
    expect(screen.getByText('Черновик версии 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отбросить' }));
    expect(screen.getByText('Без черновика')).toBeInTheDocument();
  });

  it.each([
    ['values of another shape', { values: { name: 5, version: 3 }, at: 1 }],
    ['no time', { values: { name: 'Насос № 2', version: 3 } }],
    ['not an object', 'Насос № 2'],
  ])('ignores a stored draft with %s, and drops it', (_, stored) => {
    const fake = createFakeServices(signedInSnapshot());
    fake.drafts.set(KEY, stored);
    renderForm(fake);
    expect(nameField()).toHaveValue('Насос');
    expect(screen.getByText('Без черновика')).toBeInTheDocument();
    expect(fake.drafts.has(KEY)).toBe(false);
  });

  it('keeps and gives back what the form keeps beside its values, and ignores a draft without it', async () => {
    const fake = createFakeServices(signedInSnapshot());
    const first = renderForm(fake, true);
    await userEvent.type(nameField(), ' № 2');
    endSessionUnder(first, fake);
    expect(fake.drafts.get(`${KEY}:noted`)).toMatchObject({ values: { name: 'Насос № 2', version: 3 }, note: 'заметка' });

    act(() => fake.session.set({ authorized: true }));
    const second = renderForm(fake, true);
    expect(nameField()).toHaveValue('Насос № 2');
    expect(screen.getByText('Заметка: заметка')).toBeInTheDocument();
    second.unmount();

    fake.drafts.set(`${KEY}:noted`, { values: { name: 'Насос № 2', version: 3 }, at: 1 });
    renderForm(fake, true);
    expect(nameField()).toHaveValue('Насос');
    expect(screen.getByText('Заметка: нет')).toBeInTheDocument();
  });

  it('under a shell without drafts (contract before 1.2), neither keeps nor reads anything', async () => {
    const fake = createFakeServices(signedInSnapshot());
    delete fake.services.drafts;
    fake.drafts.set(KEY, { values: { name: 'Насос № 2', version: 3 }, at: 1 });
    const view = renderForm(fake);
    expect(nameField()).toHaveValue('Насос');
    await userEvent.type(nameField(), ' № 7');
    endSessionUnder(view, fake);
    expect(fake.drafts.get(KEY)).toEqual({ values: { name: 'Насос № 2', version: 3 }, at: 1 });
  });
});
