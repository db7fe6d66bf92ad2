import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A table's `css` for phones and tablets: below the lg breakpoint each row is a block of «column: value» lines
 * (each cell names its column in `data-label`) instead of a row of cells wider than the screen, cut off at its
 * edge; the header row stays for screen readers only.
 */
export const STACKED_TABLE: SystemStyleObject = {
  lgDown: {
    '& thead': { srOnly: true },
    '& tbody tr': { display: 'block', borderBottomWidth: '1px', py: '2' },
    '& tbody td': {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
      gap: '2',
      alignItems: 'center',
      borderWidth: '0',
      py: '1',
      overflowWrap: 'anywhere',
      // A table that keeps its cells on one line on a desktop (the settings' modules) would print a long label
      // over its value in the narrow label column.
      whiteSpace: 'normal',
    },
    '& tbody td::before': { content: 'attr(data-label)', color: 'fg.muted', fontWeight: 'medium' },
  },
};
