// The part of react-router-dom the frontends use, shared as 'react-router-dom' (see
// webpack/shared.js, SHARED_SUBSETS). A shared module is never tree-shaken (a consumer may
// ask for any export), so sharing the package whole shipped all of react-router (60 KiB gzip,
// data routers, SSR, RSC and cookie helpers included) on every page. Builds alias
// 'react-router-dom' to this file, so react-router is tree-shaken down to these exports, and the
// build fails when a frontend imports a name that is not listed here: add it below.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
