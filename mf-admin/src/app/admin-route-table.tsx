import { Route, Routes } from 'react-router-dom';
import { LoadingState, loadable } from '@permit/dev-kit/runtime';
import { RequireAdmin } from '../features/access/components/require-admin';
import { AuditLogPage } from '../features/audit-log/components/audit-log-page';
import { AdminHomePage } from '../features/catalogue-home/components/admin-home-page';
import { CatalogueListPage } from '../features/catalogue-list/components/catalogue-list-page';
import { SimopsPage } from '../features/simops-matrix/components/simops-page';
import { SIMOPS_PATH } from '../features/simops-matrix/model/simops-path';

// The form (react-hook-form and the field editors) loads when a record is opened, not with the lists.
const CatalogueFormPage = loadable(
  () => import('../features/catalogue-form/components/catalogue-form-page').then((m) => m.CatalogueFormPage),
  <LoadingState />,
);
const SimopsFormPage = loadable(
  () => import('../features/simops-matrix/components/simops-form-page').then((m) => m.SimopsFormPage),
  <LoadingState />,
);

/** Routes relative to the shell's /admin/*; every one of them is behind the ADMIN check. */
export function AdminRouteTable() {
  return (
    <RequireAdmin>
      <Routes>
        <Route index element={<AdminHomePage />} />
        <Route path="audit" element={<AuditLogPage />} />
        {/* Static paths rank above /:name, so the matrix is never taken for a catalogue name. */}
        <Route path={SIMOPS_PATH} element={<SimopsPage />} />
        <Route path={`${SIMOPS_PATH}/add`} element={<SimopsFormPage />} />
        <Route path={`${SIMOPS_PATH}/:id`} element={<SimopsFormPage />} />
        <Route path=":name" element={<CatalogueListPage />} />
        <Route path=":name/add" element={<CatalogueFormPage />} />
        <Route path=":name/:id" element={<CatalogueFormPage />} />
      </Routes>
    </RequireAdmin>
  );
}
