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

/** True when the visitor has moved inside the app, so "back" stays in it (spec 2.3). */
export function canGoBack(): boolean {
  // react-router numbers the entries it pushes: idx 0 is where the visitor entered the app.
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
