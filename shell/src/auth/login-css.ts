import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/**
 * Class names of the screens before sign-in: the centred card (auth-frame.tsx) and the sign-in form
 * (login-form.tsx). Their rules are compiled into the theme's prebuilt stylesheet when the shell is built
 * (tooling/theme-css-plugin.js), so a first visit to /auth shows the form with neither Chakra nor its style
 * system evaluated (docs/performance.md «Вход без Chakra»).
 */
export const AUTH = {
  frame: 'portal-auth',
  column: 'portal-auth-column',
  brand: 'portal-auth-brand',
  card: 'portal-auth-card',
  header: 'portal-auth-header',
  title: 'portal-auth-title',
  body: 'portal-auth-body',
  form: 'portal-auth-form',
  alert: 'portal-auth-alert',
  submit: 'portal-auth-submit',
  forgot: 'portal-auth-forgot',
} as const;

const cls = (name: string) => `.${name}`;

/** The rules, in Chakra's style language and the theme's recipes, as Center, Card, Field, Input, Alert and Button had them. */
export function staticRules(system: SystemContext): StaticRules {
  const card = system.getSlotRecipeFn('card')({});
  const field = system.getSlotRecipeFn('field')({});
  const alert = system.getSlotRecipeFn('alert');
  const input = system.getRecipeFn('input');
  const button = system.getRecipeFn('button');
  const link = system.getRecipeFn('link');
  const heading = system.getRecipeFn('heading');
  const error = alert({ status: 'error' });
  const success = alert({ status: 'success' });
  return {
    [cls(AUTH.frame)]: { display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '100vh', bg: 'bg.subtle', px: '4', py: '8' },
    [cls(AUTH.column)]: { w: 'full', maxW: 'md' },
    [cls(AUTH.brand)]: { textAlign: 'center', fontWeight: 'bold', fontSize: 'xl', color: 'blue.700', mb: '4' },
    [cls(AUTH.card)]: card.root,
    [cls(AUTH.header)]: card.header,
    [cls(AUTH.title)]: heading({ size: 'lg' }),
    [cls(AUTH.body)]: card.body,
    [cls(AUTH.form)]: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      '& [data-field]': field.root,
      '& [data-field] > label': field.label,
      '& [data-field] > input': input({}),
      '& [data-field] > [data-error]': field.errorText,
    },
    [cls(AUTH.alert)]: { ...error.root, '&[data-status=success]': success.root, '& p': error.title },
    [cls(AUTH.submit)]: { ...button({}), colorPalette: 'blue' },
    // A finger's 44 px below lg, as the frame's links.
    [cls(AUTH.forgot)]: { ...link({}), fontSize: 'sm', alignSelf: 'center', minH: { base: '11', lg: 'auto' } },
  };
}
