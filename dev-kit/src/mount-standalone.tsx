import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { RemoteModule } from '@permit/shared-contracts';
import { createDevServices, type DevServicesOptions } from './dev-services';
import { StandaloneApp } from './standalone-app';

export interface MountStandaloneOptions extends DevServicesOptions {
  /** Element to render into; the dev page's #root by default. */
  container?: HTMLElement | null;
}

/** Entry of each remote's dev bootstrap: the remote's team runs its module without the shell. */
export function mountStandalone(module: RemoteModule, options: MountStandaloneOptions = {}): Root {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('mountStandalone: нет элемента #root для отрисовки');
  document.title = `${module.name} — автономный стенд`;
  const dev = createDevServices(options);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <StandaloneApp module={module} dev={dev} />
      </ChakraProvider>
    </StrictMode>,
  );
  return root;
}
