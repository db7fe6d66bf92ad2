// What the portal's browser builds get for `import … from 'react-router-dom'` (tooling/webpack.js shares this
// module under that name). Shared as a package, react-router ships whole — framework mode, server rendering,
// RSC — about 60 KB gzip; the apps use the hooks and components below. Same rules as chakra-ui.ts: a new name
// is added here, and shared-modules.test.tsx checks that every name the apps import is present.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
