import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ZoneWork } from '@permit/shared-contracts';
import { useZoneWorks } from '../api/use-zone-works';
import { conditionalWorks } from './simops-start';

export interface SimopsConfirmation {
  /** The works in the zone whose pair with this permit is allowed only under conditions. */
  works: ZoneWork[];
  loading: boolean;
  confirmed: ReadonlySet<number>;
  toggle: (id: number, checked: boolean) => void;
  /** Conditional works still unticked: the start is not sent while there are any. */
  missing: ZoneWork[];
  /** Reads the zone again (the server named a conditional work the dialog did not show). */
  refresh: () => Promise<void>;
  reset: () => void;
}

/**
 * The start dialog's SIMOPS part: while a start is being confirmed (`starting`), the zone is read afresh
 * and each conditional work needs its own tick. Ticks of works that have since left are not sent.
 */
export function useSimopsConfirmation(ndId: number, starting: boolean): SimopsConfirmation {
  const query = useZoneWorks(ndId, { enabled: starting });
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set());
  const { refetch } = query;
  // The page's copy may be up to one poll old; the dialog shows what holds right now.
  useEffect(() => {
    if (starting) void refetch();
  }, [starting, refetch]);
  const works = useMemo(() => conditionalWorks(query.data), [query.data]);
  const toggle = useCallback((id: number, checked: boolean) => {
    setConfirmed((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const reset = useCallback(() => setConfirmed(new Set()), []);
  return {
    works,
    loading: starting && query.isPending,
    confirmed: useMemo(() => new Set(works.filter((w) => confirmed.has(w.id)).map((w) => w.id)), [works, confirmed]),
    toggle,
    missing: works.filter((w) => !confirmed.has(w.id)),
    refresh,
    reset,
  };
}
