import { ChakraProvider, LocaleProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { Shell } from './create-shell';
import { ShellProvider } from './shell-context';

// In the browser builds `defaultSystem` is the portal's lean system with its accessible colours
// (dev-kit/src/shared-modules/portal-system.ts); jest renders with Chakra's own.
/** Providers the shell and every remote render inside (Chakra, react-query and react-router are shared singletons). */
export function App({ shell }: { shell: Shell }) {
  return (
    <ChakraProvider value={defaultSystem}>
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
