import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../lib/paths';
import { useAuthStore } from '../stores/auth-store';

/** Its child routes render only for an authenticated person; anyone else is sent to /login. */
export function ProtectedRoute() {
  const authenticated = useAuthStore((state) => state.authIsUserAuthenticated);
  return authenticated ? <Outlet /> : <Navigate to={PATHS.login} replace />;
}
