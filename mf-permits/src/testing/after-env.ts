import { configure } from '@testing-library/react';

// Queries that wait (findBy, waitFor) get 5 s instead of 1 s: under load a fetch-and-render can take longer.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no PointerEvent; Chakra's (zag's) press handling constructs one when a checkbox is clicked.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent });
}
