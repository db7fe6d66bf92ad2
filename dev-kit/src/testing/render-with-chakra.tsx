import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/** What the shell provides around a remote: Chakra and a router, here at a chosen path. */
export function renderWithChakra(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}
