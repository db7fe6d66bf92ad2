import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import { useRemote } from '../lib/remote-context';
import { PermitListPage } from '../features/permit-list/components/permit-list-page';
import { StatusListRoute } from '../features/permit-list/components/status-list-route';
import { PermitShowPlaceholder } from '../features/permit-view/components/permit-show-placeholder';

/** Routes relative to the shell's /nd/*: react-router is a shared singleton, so they nest in the shell's router. */
export function PermitRouteTable() {
  const { basePath } = useRemote();
  return (
    <Routes>
      <Route index element={<PermitListPage />} />
      <Route path="show/:id" element={<PermitShowPlaceholder />} />
      <Route path=":slug" element={<StatusListRoute />} />
      <Route path="*" element={<NotFound backTo={basePath} backLabel="К списку наряд-допусков" />} />
    </Routes>
  );
}
