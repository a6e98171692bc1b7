import type { QueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { PATHS } from '../lib/paths';
import { CrashScreen } from './crash-screen';
import { HealthPage } from './health-page';
import { ProtectedRoute } from './protected-route';
import { startRefreshOnEntry } from './refresh-on-entry-loader';
import { RootLayout } from './root-layout';
import { RootLayoutLoading } from './root-layout-loading';

/**
 * Every route of spec §2. The root route's error element is the crash screen for all of them.
 * The signed-in pages and the code screens (requesting and verifying, with the captcha) load on
 * first visit, so /login starts with only what it shows; a first load elsewhere shows the loading
 * spinner until the page's code has arrived; a signed-in page's data is asked for meanwhile.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: PATHS.home,
      element: <RootLayout />,
      errorElement: <CrashScreen />,
      hydrateFallbackElement: <RootLayoutLoading />,
      children: [
        { path: PATHS.health, element: <HealthPage /> },
        { path: PATHS.login, element: <LoginPage /> },
        {
          path: PATHS.loginEmail,
          lazy: async () => ({
            Component: (await import('../features/auth/login-email-page')).LoginEmailPage,
          }),
        },
        {
          path: PATHS.loginPhone,
          lazy: async () => ({
            Component: (await import('../features/auth/login-phone-page')).LoginPhonePage,
          }),
        },
        {
          path: PATHS.verifyCode,
          lazy: async () => ({
            Component: (await import('../features/auth/verify-code-page')).VerifyCodePage,
          }),
        },
        {
          path: PATHS.unsubscribeReminders,
          lazy: async () => ({
            Component: (await import('../features/reminders/unsubscribe-page')).UnsubscribePage,
          }),
        },
        {
          path: PATHS.shared,
          lazy: async () => ({
            Component: (await import('./layouts/shared-layout')).SharedLayout,
          }),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('./pages/biomarkers-overview-page'))
                  .BiomarkersOverviewPage,
              }),
            },
            {
              path: PATHS.sharedBiomarker,
              // Read-only: a biomarker without history offers no upload.
              lazy: async () => {
                const { BiomarkerPage } = await import('../features/biomarkers/biomarker-page');
                return { element: <BiomarkerPage uploadResults={null} /> };
              },
            },
          ],
        },
        {
          element: <ProtectedRoute />,
          children: [
            {
              loader: () => startRefreshOnEntry(queryClient),
              lazy: async () => ({
                Component: (await import('./layouts/protected-layout')).ProtectedLayout,
              }),
              children: [
                { index: true, element: <Navigate to={PATHS.biomarkers} replace /> },
                {
                  path: PATHS.biomarkers,
                  lazy: async () => ({
                    Component: (await import('./pages/biomarkers-overview-page'))
                      .BiomarkersOverviewPage,
                  }),
                },
                {
                  path: PATHS.biomarker,
                  // Features do not import each other: the page gets the documents' upload here.
                  lazy: async () => {
                    const [{ BiomarkerPage }, { UploadResultsButton }] = await Promise.all([
                      import('../features/biomarkers/biomarker-page'),
                      import('../features/documents/components/upload-results-button'),
                    ]);
                    return { element: <BiomarkerPage uploadResults={<UploadResultsButton />} /> };
                  },
                },
                {
                  path: PATHS.review,
                  lazy: async () => ({
                    Component: (await import('../features/review/components/review-page'))
                      .ReviewPage,
                  }),
                },
                {
                  path: PATHS.storybook,
                  // Features do not import each other: the showcase gets the review's parts here.
                  lazy: async () => {
                    const [{ StorybookPage }, { ReviewSamples }] = await Promise.all([
                      import('../features/storybook/storybook-page'),
                      import('../features/review/components/review-samples'),
                    ]);
                    return { element: <StorybookPage reviewSamples={<ReviewSamples />} /> };
                  },
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={PATHS.home} replace /> },
      ],
    },
  ];
}
