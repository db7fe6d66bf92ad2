export const NOTIFICATIONS_KEY = ['notifications'] as const;
