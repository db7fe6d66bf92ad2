import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router-dom';
import type { Shell } from './create-shell';
import { pageSystem } from './page-system';
import { ShellProvider } from './shell-context';

// In the browser builds `defaultSystem` is the portal's lean system with its accessible colours
// (dev-kit/src/shared-modules/portal-system.ts); jest renders with Chakra's own.
const system = pageSystem();
/** Providers the shell and every remote render inside (Chakra and react-router are shared singletons; react-query's is in AppLayout). */
export function App({ shell }: { shell: Shell }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="ru-RU">
        <ShellProvider value={shell}>
          <RouterProvider router={shell.router} />
        </ShellProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
