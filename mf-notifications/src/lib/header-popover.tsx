import type { ComponentProps, ReactNode } from 'react';
import { Portal } from '@chakra-ui/react';
import { Popover } from '@chakra-ui/react/popover';
import { useOpenAfterMount, type LazyPopoverProps } from './lazy-popover';

interface HeaderPopoverProps extends LazyPopoverProps {
  /** The dialog's name: with lazyMount its title may not be there yet when zag looks for it. */
  label: string;
  width: ComponentProps<typeof Popover.Content>['width'];
  children: ReactNode;
}

/**
 * The frame of a header popover whose code loads on demand (lazy-popover.tsx). The header's button is not a
 * Popover.Trigger: `ids.trigger` names it, so zag places the popover under it, leaves clicks on it to its own
 * toggle and returns the focus to it on close. Only the lazily loaded popovers import this file, so Chakra's
 * popover machinery stays out of the header's first code.
 */
export function HeaderPopover({ open, onOpenChange, triggerId, contentId, label, width, children }: HeaderPopoverProps) {
  const shown = useOpenAfterMount(open);
  return (
    <Popover.Root
      open={shown}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={width} aria-label={label}>
            {children}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
