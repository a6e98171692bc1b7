import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSharedView } from '../../features/sharing/api/shared-view-query';
import { SharedViewBanner } from '../../features/sharing/components/shared-view-banner';
import { SharedViewRefusal } from '../../features/sharing/components/shared-view-refusal';
import { SPINNER_SIZE_LOADING_SCREEN } from '../../lib/constants';
import { FullRefreshContext } from '../../lib/full-refresh';
import { SharedAccessContext } from '../../lib/shared-access';
import type { SharedAccess } from '../../lib/shared-access';
import { Logo } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';
import './app-header.css';
import './protected-layout.css';

/**
 * /shared (issue 23): someone opening a share link sees the owner's overview and detail pages,
 * read-only, under a banner saying so, without signing in. The token is the link's fragment,
 * which the browser sends to no server; the pages send it in the share calls' header.
 */
export function SharedLayout() {
  const { t } = useTranslation();
  const token = useLocation().hash.replace(/^#/, '');
  const view = useSharedView(token);
  const queryClient = useQueryClient();
  // The pages' own refresh (after a document's analysis): the link's reads, asked again.
  const refresh = useCallback(() => queryClient.invalidateQueries(), [queryClient]);
  const includeDocuments = view.data?.include_documents ?? false;
  const access = useMemo<SharedAccess>(
    () => ({ token, includeDocuments }),
    [token, includeDocuments],
  );

  let content;
  if (token === '') content = <SharedViewRefusal message={t('sharedView.noToken')} />;
  else if (view.isPending)
    content = <Spinner label={t('common.loading')} size={SPINNER_SIZE_LOADING_SCREEN} />;
  else if (view.isError) content = <SharedViewRefusal message={view.error.message} />;
  else {
    content = (
      <SharedAccessContext value={access}>
        <FullRefreshContext value={refresh}>
          <SharedViewBanner view={view.data} />
          <Outlet />
        </FullRefreshContext>
      </SharedAccessContext>
    );
  }

  return (
    <div className="protected-layout">
      {/* React puts it into the document's head: no search engine lists a shared view. */}
      <meta name="robots" content="noindex, nofollow" />
      <header className="app-header">
        <Logo name={t('app.name')} />
      </header>
      <main className="protected-layout__main">{content}</main>
    </div>
  );
}
