import { act, render, screen } from '@testing-library/react';
import { usePageSettled } from './use-page-settled';

function Probe() {
  return <p>{usePageSettled() ? 'можно' : 'ждём'}</p>;
}

describe('usePageSettled', () => {
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  afterEach(() => {
    window.requestIdleCallback = original.request;
    window.cancelIdleCallback = original.cancel;
  });

  it('without idle callbacks (tests, old browsers) the secondary work starts at once', () => {
    render(<Probe />);
    expect(screen.getByText('можно')).toBeInTheDocument();
  });

  it('waits for the first idle moment after the page has loaded', () => {
    const callbacks: IdleRequestCallback[] = [];
    const options: (IdleRequestOptions | undefined)[] = [];
    window.requestIdleCallback = (callback, opts) => {
      callbacks.push(callback);
      options.push(opts);
      return callbacks.length;
    };
    window.cancelIdleCallback = jest.fn();
    render(<Probe />);
    expect(screen.getByText('ждём')).toBeInTheDocument();
    expect(callbacks).toHaveLength(1);
    // The browser's busy time is bounded: secondary work is not put off forever.
    expect(options[0]?.timeout).toBeGreaterThan(0);
    act(() => callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('можно')).toBeInTheDocument();
  });

  it('gives up its idle callback when it leaves the page', () => {
    window.requestIdleCallback = () => 7;
    window.cancelIdleCallback = jest.fn();
    const { unmount } = render(<Probe />);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
