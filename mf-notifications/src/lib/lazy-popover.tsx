import { useEffect, useId, useState } from 'react';
import { usePageSettled } from '@permit/dev-kit/runtime';

const FAILED_NOTE_MS = 8000;

/** What the trigger's owner hands to a popover whose code is loaded on demand. */
export interface LazyPopoverProps {
  open: boolean;
  /** Called by the popover when it closes itself (Escape, a click outside, a link inside). */
  onOpenChange: (open: boolean) => void;
  /** The trigger's id: zag finds the button by it, to place the popover, to leave clicks on it alone, to return the focus. */
  triggerId: string;
  contentId: string;
}

/**
 * State of a header popover whose code (Chakra's Popover: the zag machine, floating-ui, the dismissal and focus
 * helpers) is not part of the header's first code: the trigger is an ordinary button, rendered at once, and the
 * popover is mounted on the first open, then kept mounted so that it closes with its animation and gives the
 * focus back. Its code is fetched ahead of that click: once the page has settled, or as soon as a pointer or
 * the focus comes onto the button, so the first open does not wait for the network. Not `enabled` (signed out,
 * no button shown), nothing is fetched.
 */
export function useLazyPopover(part: { preload(): Promise<unknown> }, enabled = true) {
  const id = useId();
  const triggerId = `${id}trigger`;
  const contentId = `${id}content`;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const settled = usePageSettled();
  // A failed fetch is not an error yet: it is tried again when the popover is opened.
  const warm = () => void part.preload().catch(() => undefined);
  useEffect(() => {
    if (settled && enabled) void part.preload().catch(() => undefined);
  }, [settled, enabled, part]);
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let live = true;
    part.preload().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, part]);
  // Opened on a weak signal, the popover may come seconds later: by then the user may be typing elsewhere, and
  // its opening would pull the focus (and close a phone's keyboard). A tap or focus elsewhere drops the wish.
  const waiting = open && !ready;
  useEffect(() => {
    if (!waiting) return undefined;
    const elsewhere = (event: Event) => {
      const trigger = document.getElementById(triggerId);
      if (event.target instanceof Node && trigger?.contains(event.target)) return;
      // Unmounted too: a fetch that fails after the user moved on must not raise a note about it.
      setOpen(false);
      setWanted(false);
    };
    document.addEventListener('pointerdown', elsewhere, true);
    document.addEventListener('focusin', elsewhere, true);
    return () => {
      document.removeEventListener('pointerdown', elsewhere, true);
      document.removeEventListener('focusin', elsewhere, true);
    };
  }, [waiting, triggerId]);

  // The note that the code did not come stays until the user does something else, or reads it and waits.
  useEffect(() => {
    if (!failed) return undefined;
    const dismiss = () => setFailed(false);
    const timer = setTimeout(dismiss, FAILED_NOTE_MS);
    document.addEventListener('pointerdown', dismiss, true);
    document.addEventListener('keydown', dismiss, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', dismiss, true);
      document.removeEventListener('keydown', dismiss, true);
    };
  }, [failed]);

  return {
    open,
    wanted,
    /** The last opening failed to fetch the popover's code: the owner shows PopoverLoadNote under the button. */
    failed,
    trigger: {
      id: triggerId,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? contentId : undefined,
      'aria-busy': waiting || undefined,
      onClick: () => {
        setFailed(false);
        setWanted(true);
        setOpen((was) => !was);
      },
      onPointerEnter: warm,
      onFocus: warm,
    },
    part: { open, onOpenChange: setOpen, triggerId, contentId } satisfies LazyPopoverProps,
    /** The popover's code could not be fetched: the button is left as it was, and the next click tries again. */
    reset: () => {
      setOpen(false);
      setWanted(false);
      setFailed(true);
    },
  };
}

/**
 * zag moves the focus into a popover on its closed → open transition, not when its machine starts open. A popover
 * mounted by the click that opens it therefore mounts closed and opens right after, as one that was always there.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return open && mounted;
}
