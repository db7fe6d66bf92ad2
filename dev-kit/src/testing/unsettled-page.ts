import { cleanup } from '@testing-library/react';

/**
 * For a describe block: the page never settles (usePageSettled waits for an idle moment that never comes), so a
 * part whose code is fetched once the page has settled is fetched only when the user asks for it.
 */
export function unsettledPage(): void {
  beforeEach(() => Object.assign(window, { requestIdleCallback: jest.fn(() => 1), cancelIdleCallback: jest.fn() }));
  afterEach(() => {
    // Unmounted first: the page-settled hook cancels its idle callback on unmount.
    cleanup();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });
}
