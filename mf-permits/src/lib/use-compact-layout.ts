import { useMediaQuery } from '@chakra-ui/react';

/** Chakra's own `lgDown` query (below 1024 px): phones and tablets, where the permit list shows cards instead of its table. */
const COMPACT = 'screen and (max-width: 63.9975rem)';

/**
 * Whether the screen is a phone's or a tablet's. Read at once on the first render (not after an effect), so a
 * phone never draws the table first; it follows a rotation or a resized window.
 */
export function useCompactLayout(): boolean {
  const [compact = false] = useMediaQuery([COMPACT], { ssr: false });
  return compact;
}
