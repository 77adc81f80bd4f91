// What the browser apps use of react-router-dom (shared as this subset: packages/webpack-config/subsets.js).
// Not here: MemoryRouter/createMemoryRouter (jest only) and StaticRouter/Routes (the prerender's own build).
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  isRouteErrorResponse,
  matchPath,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom-impl';
