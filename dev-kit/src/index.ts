export { mountStandalone, type MountStandaloneOptions } from './mount-standalone';
export { createDevServices, type DevServices, type DevServicesOptions } from './dev-services';
export { createDevSession, type DevSession } from './dev-session';
export { createDevNavigation, type DevNavigation } from './dev-navigation';
export { createEventBus } from './event-bus';
export { createFetchTransport, type FetchLike, type FetchLikeResponse, type FetchTransportOptions } from './fetch-transport';
export { DevLoginForm } from './dev-login-form';
export { StandaloneApp } from './standalone-app';
