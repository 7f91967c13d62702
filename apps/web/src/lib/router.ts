// The app's one door to its router: screens and components import navigation from here, so the
// router behind it can change without touching them (issue 7: a lighter first paint).
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
