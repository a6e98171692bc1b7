import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginEmailPage } from '../features/auth/login-email-page';
import { LoginPage } from '../features/auth/login-page';
import { LoginPhonePage } from '../features/auth/login-phone-page';
import { VerifyCodePage } from '../features/auth/verify-code-page';
import { BiomarkerPage } from '../features/biomarkers/biomarker-page';
import { StorybookPage } from '../features/storybook/storybook-page';
import { PATHS } from '../lib/paths';
import { CrashScreen } from './crash-screen';
import { HealthPage } from './health-page';
import { BiomarkersOverviewPage } from './pages/biomarkers-overview-page';
import { ProtectedLayout } from './layouts/protected-layout';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';

/** Every route of spec §2. The root route's error element is the crash screen for all of them. */
export const routes: RouteObject[] = [
  {
    path: PATHS.home,
    element: <RootLayout />,
    errorElement: <CrashScreen />,
    children: [
      { path: PATHS.health, element: <HealthPage /> },
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.loginEmail, element: <LoginEmailPage /> },
      { path: PATHS.loginPhone, element: <LoginPhonePage /> },
      { path: PATHS.verifyCode, element: <VerifyCodePage /> },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <ProtectedLayout />,
            children: [
              { index: true, element: <Navigate to={PATHS.biomarkers} replace /> },
              { path: PATHS.biomarkers, element: <BiomarkersOverviewPage /> },
              { path: PATHS.biomarker, element: <BiomarkerPage /> },
              { path: PATHS.storybook, element: <StorybookPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];
