import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { clientAddressKey } from '../../http/client-address-key';
import type { TypedApp } from '../../http/typed-app';
import type { BlobStore } from '../../storage/blob-store';
import type { AuditLog } from '../account/audit-log-repository';
import type { Authentication } from '../auth/require-user';
import { registerShareOwnerRoutes } from './owner-routes';
import { createShareAccess } from './require-share';
import { registerSharedViewRoutes } from './shared-view-routes';

export interface SharingRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  blobs: BlobStore;
  authentication: Authentication;
  audit: AuditLog;
  publicUrl: URL;
}

/** Sharing with a clinician or family member (issue 23): the owner's links and what they open. */
export function registerSharingRoutes(app: TypedApp, deps: SharingRouteDependencies): void {
  registerShareOwnerRoutes(app, deps);
  registerSharedViewRoutes(app, {
    ...deps,
    access: createShareAccess({
      db: deps.database.db,
      clock: deps.clock,
      addressKeyOf: (request) => clientAddressKey(request.ip),
    }),
  });
}
