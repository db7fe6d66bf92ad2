// One display format for permit dates, shared with the printed permit.
export { formatDateTime } from '@permit/shared-contracts';
