import { ChakraProvider, LocaleProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { Shell } from './create-shell';
import { accessibleColors } from './accessible-colors';
import { ShellProvider } from './shell-context';

const system = createSystem(defaultConfig, accessibleColors);

/** Providers the shell and every remote render inside (Chakra, react-query and react-router are shared singletons). */
export function App({ shell }: { shell: Shell }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="ru-RU">
        <QueryClientProvider client={shell.queryClient}>
          <ShellProvider value={shell}>
            <RouterProvider router={shell.router} />
          </ShellProvider>
        </QueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
