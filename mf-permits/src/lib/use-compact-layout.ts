import { useMediaQuery } from '@chakra-ui/react';

/** Chakra's own `lgDown` query (below 1024 px): phones and tablets, where the permit list shows cards instead of its table. */
const COMPACT = 'screen and (max-width: 63.9975rem)';
/** Chakra's own `mdDown` query (below 768 px): a phone, where even a sideways-scrolling timeline shows too little. */
const PHONE = 'screen and (max-width: 47.9975rem)';

/** Read at once on the first render (not after an effect), so a phone never draws the wide view first; it follows a rotation or a resized window. */
function useMatches(query: string): boolean {
  const [matches = false] = useMediaQuery([query], { ssr: false });
  return matches;
}

/** Whether the screen is a phone's or a tablet's. */
export const useCompactLayout = (): boolean => useMatches(COMPACT);

/** Whether the screen is a phone's. */
export const usePhoneLayout = (): boolean => useMatches(PHONE);
