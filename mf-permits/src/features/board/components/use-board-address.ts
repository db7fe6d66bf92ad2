import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '../../../lib/parse-id';
import { parsePlaceParam, type BoardPlaceParam } from '../model/board-place-choice';

/** The board's view as its address holds it: the place (or none yet), and the type and organization (0: any). */
export interface BoardAddress {
  place: BoardPlaceParam;
  type: number;
  organization: number;
}

/**
 * The filters live in the address, so a board can be shared or reopened as it was. Every change replaces the
 * history entry: the default place written on opening must not leave a «Back» step to the bare address.
 */
export function useBoardAddress(): [BoardAddress, (next: BoardAddress) => void] {
  const [params, setParams] = useSearchParams();
  const [place, type, organization] = [params.get('place'), params.get('type'), params.get('organization')];
  const address = useMemo(
    () => ({ place: parsePlaceParam(place), type: parseId(type ?? '') ?? 0, organization: parseId(organization ?? '') ?? 0 }),
    [place, type, organization],
  );
  const set = useCallback(
    (next: BoardAddress) => {
      const out: Record<string, string> = {};
      if (next.place !== null) out.place = String(next.place);
      if (next.type > 0) out.type = String(next.type);
      if (next.organization > 0) out.organization = String(next.organization);
      setParams(out, { replace: true });
    },
    [setParams],
  );
  return [address, set];
}
