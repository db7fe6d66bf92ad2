/** Event names the product fixes (docs/architecture.md «Поведение клиента»), and the portal's own cross-module events. */
export const EVENTS = {
  tokenRotten: 'token.roten',
  rottenHide: 'roten.hide',
  wrongPass: 'wrongPass',
  /** A permit was saved or changed status: lists and counters refresh. */
  ndChanged: 'nd.changed',
  /** Notifications were read or arrived. */
  notificationsChanged: 'notifications.changed',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export interface EventPayloads {
  'token.roten': { loginTime: number };
  'roten.hide': undefined;
  wrongPass: { message: string };
  'nd.changed': { ndId?: number };
  'notifications.changed': undefined;
}
