import { Route, Routes } from 'react-router-dom';
import { NotFound, useRemote } from '@permit/dev-kit/runtime';
import { PermitListPage } from '../features/permit-list/components/permit-list-page';
import { StatusListRoute } from '../features/permit-list/components/status-list-route';
import { FavouritesPage } from '../features/favourites/components/favourites-page';
import { PermitFormPage } from '../features/permit-form/components/permit-form-page';
import { PermitShowPage } from '../features/permit-show/components/permit-show-page';

/** The spec's /nd routes (section 2), relative to the shell's /nd/*: react-router is a shared singleton, so they nest in the shell's router. */
export function PermitRouteTable() {
  const { basePath } = useRemote();
  return (
    <Routes>
      <Route index element={<PermitListPage />} />
      <Route path="show/:id" element={<PermitShowPage />} />
      <Route path="add" element={<PermitFormPage mode="add" />} />
      <Route path="edit/:id" element={<PermitFormPage mode="edit" />} />
      <Route path="copy/:id" element={<PermitFormPage mode="copy" />} />
      <Route path="fav" element={<FavouritesPage />} />
      <Route path=":slug" element={<StatusListRoute />} />
      <Route path="*" element={<NotFound backTo={basePath} backLabel="К списку наряд-допусков" />} />
    </Routes>
  );
}
