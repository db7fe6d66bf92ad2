import { screen, within } from '@testing-library/react';
import { createFakeServices, signedInSnapshot, testProfile } from '@permit/dev-kit/testing';
import { endpoints, type NdListRow, type RoleName } from '@permit/shared-contracts';
import permitsModule from '../../../module';
import { renderPermits } from '../../../testing/render-permits';
import { testNd } from '../../../testing/nd-fixture';

const row: NdListRow = {
  id: 5,
  status: 'IN_WORK',
  numberPaperNd: '',
  contentWorks: [],
  contentWorksHand: 'Покраска',
  place_detail: null,
  type_detail: null,
  datetimeStart: '2025-03-07T08:05:00',
  datetimeEnd: '2025-03-07T17:00:00',
  creator_detail: { id: 11, family: 'Иванов', name: 'Иван', surname: '', email: 'ivanov@example.ru', profession: '' },
};

function setup(roles: RoleName[]) {
  const fake = createFakeServices(signedInSnapshot(roles, testProfile(roles)));
  fake.fake.reply(endpoints.nd.search, { data: [row], count: 1 });
  fake.fake.reply(endpoints.nd.getById, testNd({ id: 5, status: 'IN_WORK' }));
  fake.fake.reply(endpoints.favourites.listAll, []);
  return fake;
}

describe('«Создать» and «Копировать» only for a role that may create', () => {
  it('offers an executor neither in the list nor on the permit page', async () => {
    const { unmount } = renderPermits('/nd', setup(['EXECUTOR']));
    const table = await screen.findByRole('table', { name: 'Наряд-допуски' });
    expect(within(table).getByRole('link', { name: 'Просмотр наряд-допуска № 5' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Копировать/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Создать наряд-допуск' })).not.toBeInTheDocument();
    unmount();

    renderPermits('/nd/show/5', setup(['EXECUTOR']));
    expect(await screen.findByText('В работе')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Копировать' })).not.toBeInTheDocument();
  });

  it('offers a creator both', async () => {
    const { unmount } = renderPermits('/nd', setup(['CREATOR']));
    const table = await screen.findByRole('table', { name: 'Наряд-допуски' });
    expect(within(table).getByRole('link', { name: 'Копировать наряд-допуск № 5' })).toHaveAttribute('href', '/nd/copy/5');
    expect(screen.getByRole('link', { name: 'Создать наряд-допуск' })).toHaveAttribute('href', '/nd/add');
    // The blue solid button's colours come from the palette attribute (list-header-css.ts).
    expect(screen.getByRole('link', { name: 'Создать наряд-допуск' })).toHaveAttribute('data-palette', 'blue');
    unmount();

    renderPermits('/nd/show/5', setup(['CREATOR']));
    expect(await screen.findByRole('link', { name: 'Копировать' })).toHaveAttribute('href', '/nd/copy/5');
  });

  it('asks the shell to show the navigation’s «Создать наряд-допуск» only to creators', () => {
    expect(permitsModule.navItems.find((item) => item.path === '/nd/add')?.roles).toEqual(['CREATOR']);
  });
});
