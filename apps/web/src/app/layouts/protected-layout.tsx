import { Outlet } from 'react-router';
import { UploadStatusDialog } from '../../features/documents/components/upload-status-dialog';
import { RefreshLoop } from '../refresh-loop';
import { AppHeader } from './app-header';
import './protected-layout.css';

/** Every signed-in page: the 68px header above the page's own content. */
export function ProtectedLayout() {
  return (
    <div className="protected-layout">
      <RefreshLoop>
        <UploadStatusDialog />
        <AppHeader />
        <main className="protected-layout__main">
          <Outlet />
        </main>
      </RefreshLoop>
    </div>
  );
}
