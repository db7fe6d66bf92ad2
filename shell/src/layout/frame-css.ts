import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/**
 * Class names of the page's frame: the layout, the header and the menu (the loading state's are in
 * loading-indicator-css.ts, which the sign-in page loads without the frame). Their rules
 * (below) are compiled into the theme's prebuilt stylesheet when the shell is built (tooling/theme-css-plugin.js),
 * so these elements are plain HTML with no style resolved on a page load. On the way to the first screen they
 * were about fifteen Chakra elements, each resolving, serializing and inserting its styles again on every load
 * (docs/performance.md «Рамка без стилей во время выполнения»).
 */
export const FRAME = {
  root: 'portal-frame',
  body: 'portal-frame-body',
  menu: 'portal-frame-menu',
  nav: 'portal-nav',
  main: 'portal-frame-main',
  header: 'portal-header',
  menuButton: 'portal-header-menu-button',
  title: 'portal-header-title',
  tools: 'portal-header-tools',
  user: 'portal-header-user',
  link: 'portal-header-link',
  logout: 'portal-header-logout',
  signIn: 'portal-header-sign-in',
} as const;

const cls = (name: string) => `.${name}`;

/** The frame's rules, in Chakra's style language and the theme's recipes, as the Chakra components had them. */
export function staticRules(system: SystemContext): StaticRules {
  const button = system.getRecipeFn('button');
  const link = system.getRecipeFn('link');
  const icon = system.getRecipeFn('icon');
  return {
    [cls(FRAME.root)]: { display: 'flex', flexDirection: 'column', minH: '100vh', bg: 'bg.subtle' },
    [cls(FRAME.body)]: { display: 'flex', flex: '1', flexDirection: { base: 'column', lg: 'row' } },
    [cls(FRAME.menu)]: {
      w: { base: 'full', lg: '64' },
      flexShrink: 0,
      bg: 'bg',
      borderRightWidth: { base: '0', lg: '1px' },
      borderBottomWidth: { base: '1px', lg: '0' },
      // Below lg (phones, tablets) the menu folds behind the header's menu button.
      '&:not([data-open])': { hideBelow: 'lg' },
    },
    [cls(FRAME.nav)]: {
      display: 'flex',
      flexDirection: 'column',
      gap: '5',
      py: '4',
      px: '3',
      '& p': { fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', color: 'fg.muted', px: '3', mb: '1' },
      '& ul': { display: 'flex', flexDirection: 'column', gap: '0.5', listStyleType: 'none', m: '0', p: '0' },
      '& a': {
        display: 'flex',
        alignItems: 'center',
        // A finger's target on a phone or a tablet (44 px); the desktop's list stays dense.
        minH: { base: '11', lg: 'auto' },
        px: '3',
        py: '1.5',
        borderRadius: 'md',
        fontSize: 'sm',
        color: 'fg',
        textDecoration: 'none',
        outline: 'none',
        focusRing: 'outside',
        _hover: { bg: 'bg.muted' },
        _currentPage: { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
      },
    },
    [cls(FRAME.main)]: { flex: '1', minW: '0', p: { base: '3', md: '6' }, overflowWrap: 'break-word' },
    [cls(FRAME.header)]: {
      display: 'flex',
      alignItems: 'center',
      gap: { base: '2', lg: '4' },
      px: { base: '2', md: '6' },
      py: { base: '1', lg: '3' },
      bg: 'bg',
      borderBottomWidth: '1px',
      flexWrap: { base: 'nowrap', lg: 'wrap' },
    },
    [cls(FRAME.menuButton)]: {
      ...button({ size: 'sm', variant: 'ghost' }),
      px: '0',
      py: '0',
      // A finger's 44 px both ways (the small button is 36 px wide).
      minW: '11',
      hideFrom: 'lg',
      '& svg': { ...icon({}), boxSize: '5' },
    },
    [cls(FRAME.title)]: {
      ...link({}),
      color: 'blue.700',
      fontWeight: 'bold',
      fontSize: 'lg',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      // A finger tall on a tablet, as every link of the frame (the link recipe centres its text).
      minH: { lgDown: '11' },
      _hover: { textDecoration: 'none' },
      // Signed in, a phone's one header row holds the menu button, the counts and the bell only.
      '&[data-signed-in]': { hideBelow: 'md' },
    },
    [cls(FRAME.tools)]: {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: { base: '1', lg: '4' },
      flex: '1',
      minW: '0',
      justifyContent: 'flex-end',
      flexWrap: { base: 'nowrap', lg: 'wrap' },
      // The remotes' header links («Мои задачи») are a finger's 44 px high on a phone or a tablet too.
      '& a': { minH: { lgDown: '11' } },
    },
    [cls(FRAME.user)]: { fontSize: 'sm', hideBelow: 'lg' },
    [cls(FRAME.link)]: { ...link({}), fontSize: 'sm', color: 'blue.700', hideBelow: 'lg' },
    [cls(FRAME.logout)]: { ...button({ size: 'sm', variant: 'outline' }), hideBelow: 'lg' },
    [cls(FRAME.signIn)]: { flex: '1', textAlign: 'right', '& a': { ...link({}), color: 'blue.700' } },
  };
}
