import { statusFromSlug } from '@permit/shared-contracts';
import { useParams } from 'react-router-dom';
import { NotFound, useRemote } from '@permit/dev-kit/runtime';
import { PermitListPage } from './permit-list-page';

/** /nd/{slug}: one of the 12 status lists, or not-found for any other segment. */
export function StatusListRoute() {
  const { slug = '' } = useParams();
  const { basePath } = useRemote();
  const status = statusFromSlug(slug);
  if (!status) return <NotFound backTo={basePath} backLabel="К списку наряд-допусков" />;
  return <PermitListPage status={status} />;
}
