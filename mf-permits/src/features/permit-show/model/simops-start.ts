import { ApiError, SIMOPS_CONFIRMATION_REQUIRED, type Nd, type Transition, type ZoneWork } from '@permit/shared-contracts';

/** A start of work: to IN_WORK from READY_TO_WORK or STOPPED. A refused extension also lands in IN_WORK but starts nothing. */
export function isStart(nd: Nd, move: Transition | null): boolean {
  return move?.to === 'IN_WORK' && nd.status !== 'PROLONG';
}

/** The works the start check passes only with the starter's confirmation of their conditions (docs/domain.md «Совмещение работ»). */
export function conditionalWorks(works: readonly ZoneWork[] | undefined): ZoneWork[] {
  return (works ?? []).filter((w) => w.active && w.decision === 'conditional');
}

/** The server's answer when a conditional work appeared that the dialog did not show (or was not confirmed). */
export function isConfirmationRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === SIMOPS_CONFIRMATION_REQUIRED;
}
