// The part of react-router the frontends use, shared as 'react-router' (see webpack/shared.js,
// SHARED_SUBSETS). A shared module is never tree-shaken (a consumer may ask for any export), so
// sharing the package whole shipped all of it (60 KiB gzip, data routers, SSR, RSC and cookie
// helpers included) on every page. Builds alias 'react-router' to this file, so the package is
// tree-shaken down to these exports, and the build fails when a frontend imports a name that is
// not listed here: add it below. 'byp-react-router-package' is the package's own ES build (an
// alias: the production one in a production build).
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
} from 'byp-react-router-package';
