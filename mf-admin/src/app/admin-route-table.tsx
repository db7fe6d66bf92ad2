import { Route, Routes } from 'react-router-dom';
import { LoadingState, loadable } from '@permit/dev-kit/runtime';
import { RequireAdmin } from '../features/access/components/require-admin';
import { AuditLogPage } from '../features/audit-log/components/audit-log-page';
import { AdminHomePage } from '../features/catalogue-home/components/admin-home-page';
import { CatalogueListPage } from '../features/catalogue-list/components/catalogue-list-page';

// The form (react-hook-form and the field editors) loads when a record is opened, not with the lists.
const CatalogueFormPage = loadable(
  () => import('../features/catalogue-form/components/catalogue-form-page').then((m) => m.CatalogueFormPage),
  <LoadingState />,
);

/** Routes relative to the shell's /admin/*; every one of them is behind the ADMIN check. */
export function AdminRouteTable() {
  return (
    <RequireAdmin>
      <Routes>
        <Route index element={<AdminHomePage />} />
        <Route path="audit" element={<AuditLogPage />} />
        <Route path=":name" element={<CatalogueListPage />} />
        <Route path=":name/add" element={<CatalogueFormPage />} />
        <Route path=":name/:id" element={<CatalogueFormPage />} />
      </Routes>
    </RequireAdmin>
  );
}
