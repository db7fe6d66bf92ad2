import { useEffect } from 'react';

/**
 * While `unsaved` holds, a reload or a closed tab asks first (the browser's own question, in its language): what
 * was typed would be lost. Moves inside the portal keep no such guard yet (docs/architecture.md «Поведение клиента»).
 */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the standard preventDefault() (Chromium before 119) ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
