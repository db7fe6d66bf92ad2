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

/** Chakra's own `mdDown` query (below 768 px): a phone, where even a sideways-scrolling timeline shows too little. */
const PHONE = 'screen and (max-width: 47.9975rem)';

/** Whether the screen is a phone's, read like useCompactLayout: at once, and again on a rotation. */
export function usePhoneLayout(): boolean {
  const [phone = false] = useMediaQuery([PHONE], { ssr: false });
  return phone;
}
