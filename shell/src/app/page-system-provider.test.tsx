import { render, screen } from '@testing-library/react';
import { Box, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { lazyObject } from '@permit/dev-kit/lazy-object';
import { pageSystem } from './page-system';

describe('pageSystem under ChakraProvider', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it('renders plain elements without creating a system made on first use; the first Chakra component creates it once', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('data-theme-css', '');
    document.head.append(link);
    const create = jest.fn(() => defaultSystem);
    const system = pageSystem(document, lazyObject(create));

    const { rerender } = render(
      <ChakraProvider value={system}>
        <p>Строки списка</p>
      </ChakraProvider>,
    );
    expect(screen.getByText('Строки списка')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    rerender(
      <ChakraProvider value={system}>
        <Box as="section" aria-label="Диалог" padding="4" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('region', { name: 'Диалог' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
