import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { ApiError, ERROR_TEXTS, endpoints } from '@permit/shared-contracts';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

const saves = (call: unknown) =>
  (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.save).map(([, input]) => input.body as Record<string, unknown>);

/** Services whose first create gets no answer (the server made the permit) and whose next ones are answered. */
function firstAnswerLost() {
  const fake = createFakeServices(signedInSnapshot());
  let sent = 0;
  fake.fake.reply(endpoints.nd.save, () => {
    if (++sent === 1) throw new ApiError(0, 'NETWORK', ERROR_TEXTS.noAnswer);
    return testNd({ id: 77 });
  });
  return fake;
}

/** A new permit numbered `number` whose create's answer is lost; then the session ends and the user signs in again. */
async function lostThenSessionEnds(number: string, { inAnotherTab = false } = {}) {
  const fake = firstAnswerLost();
  const view = renderPermits('/nd/add', fake);
  await userEvent.type(await screen.findByLabelText('Номер бумажного наряда-допуска'), number);
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
  expect(await screen.findByText(ERROR_TEXTS.noAnswer)).toBeInTheDocument();
  act(() => fake.session.set({ authorized: false }));
  view.unmount();
  // A duplicate of the tab, which the browser gave a copy of the kept draft, opens the form instead.
  if (inAnotherTab) for (const key of fake.drafts.keys()) fake.draftsFromAnotherTab.add(key);
  act(() => fake.session.set({ authorized: true }));
  renderPermits('/nd/add', fake);
  return fake;
}

describe('permit form: a save sent again after its answer was lost', () => {
  it('sends the same save key with each create of one new permit, so the server makes it once', async () => {
    // The first answer is lost on the way back (the server made the permit); the second comes.
    const fake = firstAnswerLost();
    renderPermits('/nd/add', fake);
    await userEvent.type(await screen.findByLabelText('Номер бумажного наряда-допуска'), 'П-1');

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText(ERROR_TEXTS.noAnswer)).toBeInTheDocument();
    expect(screen.getByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    const [first, second] = saves(fake.services.api.call);
    expect(first?.saveKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.saveKey).toBe(first?.saveKey);
    expect(first?.id).toBeUndefined();
  });

  it('another form gets another key; an edit sends its id and version with its key', async () => {
    const keys: unknown[] = [];
    for (const path of ['/nd/add', '/nd/add', '/nd/edit/42']) {
      const fake = createFakeServices(signedInSnapshot());
      fake.fake.reply(endpoints.nd.getById, testNd({ id: 42, version: 3 }));
      fake.fake.reply(endpoints.nd.save, testNd({ id: 42 }));
      const { unmount } = renderPermits(path, fake);
      const number = await screen.findByLabelText('Номер бумажного наряда-допуска');
      await userEvent.clear(number);
      await userEvent.type(number, 'П-2');
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
      await waitFor(() => expect(saves(fake.services.api.call)).toHaveLength(1));
      const [body] = saves(fake.services.api.call);
      keys.push(body?.saveKey);
      if (path.startsWith('/nd/edit')) expect(body).toMatchObject({ id: 42, version: 3 });
      unmount();
    }
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
  });

  it('an edit sent again goes with the same key and the version it was opened at, which lets the server save over its first send', async () => {
    const fake = firstAnswerLost();
    fake.fake.reply(endpoints.nd.getById, testNd({ id: 42, version: 3 }));
    renderPermits('/nd/edit/42', fake);
    const number = await screen.findByLabelText('Номер бумажного наряда-допуска');
    await userEvent.clear(number);
    await userEvent.type(number, 'П-5');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText(ERROR_TEXTS.noAnswer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    const [first, second] = saves(fake.services.api.call);
    expect(first).toMatchObject({ id: 42, version: 3, numberPaperNd: 'П-5' });
    expect(first?.saveKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatchObject({ id: 42, version: 3, saveKey: first?.saveKey });
  });

  it('the key is kept with the draft when the session ends after a lost answer, and the reopened form sends it again', async () => {
    const fake = await lostThenSessionEnds('П-3');
    expect(await screen.findByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-3');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    const [first, second] = saves(fake.services.api.call);
    expect(first?.saveKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.saveKey).toBe(first?.saveKey);
  });

  it('«Отбросить» on the kept draft starts another permit: the next create goes with a new key', async () => {
    const fake = await lostThenSessionEnds('П-4');
    await userEvent.click(await screen.findByRole('button', { name: 'Отбросить' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отбросить' }));
    await userEvent.type(screen.getByLabelText('Номер бумажного наряда-допуска'), 'Другой');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    const [first, second] = saves(fake.services.api.call);
    expect(second?.numberPaperNd).toBe('Другой');
    expect(second?.saveKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.saveKey).not.toBe(first?.saveKey);
  });

  it('a draft a duplicated tab brought along restores the input but not the key: its save is a permit of its own, not a resend', async () => {
    const fake = await lostThenSessionEnds('П-5', { inAnotherTab: true });
    expect(await screen.findByLabelText('Номер бумажного наряда-допуска')).toHaveValue('П-5');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(fake.navigation.navigate).toHaveBeenCalledWith('/nd'));
    const [first, second] = saves(fake.services.api.call);
    expect(second?.numberPaperNd).toBe('П-5');
    expect(second?.saveKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.saveKey).not.toBe(first?.saveKey);
  });
});
