import { Route, Routes } from 'react-router-dom';
import { LoadingState, NotFound, loadable, useRemote } from '@permit/dev-kit/runtime';
import { PermitListPage } from '../features/permit-list/components/permit-list-page';
import { StatusListRoute } from '../features/permit-list/components/status-list-route';

// The lists are the usual first screen and stay in the module's chunk; the card, the form (the largest part,
// with its comboboxes) and favourites load when opened.
const PermitShowPage = loadable(() => import('../features/permit-show/components/permit-show-page').then((m) => m.PermitShowPage), <LoadingState />);
const PermitFormPage = loadable(() => import('../features/permit-form/components/permit-form-page').then((m) => m.PermitFormPage), <LoadingState />);
const FavouritesPage = loadable(() => import('../features/favourites/components/favourites-page').then((m) => m.FavouritesPage), <LoadingState />);
const BoardPage = loadable(() => import('../features/board/components/board-page').then((m) => m.BoardPage), <LoadingState />);

/** The /nd routes, relative to the shell's /nd/*: react-router is a shared singleton, so they nest in the shell's router. */
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
      <Route path="board" element={<BoardPage />} />
      <Route path=":slug" element={<StatusListRoute />} />
      <Route path="*" element={<NotFound backTo={basePath} backLabel="К списку наряд-допусков" />} />
    </Routes>
  );
}
