import { createContext, useContext } from 'react';
import type { To } from 'react-router';
import { PATHS } from './paths';

/**
 * Someone reading another person's overview and detail pages through a share link (issue 23).
 * The pages are the person's own components in a read-only mode: they read through the share
 * calls with the link's token, and offer nothing that writes.
 */
export interface SharedAccess {
  token: string;
  /** Whether the link shows the document list and lets the files be opened. */
  includeDocuments: boolean;
}

export const SharedAccessContext = createContext<SharedAccess | undefined>(undefined);

/** The share link a page is read through; undefined on the person's own pages. */
export function useSharedAccess(): SharedAccess | undefined {
  return useContext(SharedAccessContext);
}

/** The Authorization header of a share call: the token never goes into a URL a server sees. */
export function shareAuthorization(token: string): string {
  return `Share ${token}`;
}

export interface ViewPaths {
  overview: To;
  biomarker: To;
}

/**
 * Where the overview and a biomarker's detail page are: the person's own, or the shared ones,
 * which keep the token in the fragment so moving between them (and reloading) keeps the link.
 */
export function viewPaths(access: SharedAccess | undefined): ViewPaths {
  if (access === undefined) return { overview: PATHS.biomarkers, biomarker: PATHS.biomarker };
  const hash = `#${access.token}`;
  return {
    overview: { pathname: PATHS.shared, hash },
    biomarker: { pathname: PATHS.sharedBiomarker, hash },
  };
}

export function useViewPaths(): ViewPaths {
  return viewPaths(useSharedAccess());
}

/** The path and Authorization of a read: the person's own call, or the share call for the link. */
export function readThrough(
  access: SharedAccess | undefined,
  ownPath: string,
  sharedPath: string,
): { path: string; authorization?: string } {
  return access === undefined
    ? { path: ownPath }
    : { path: sharedPath, authorization: shareAuthorization(access.token) };
}

/** Appended to a query key, so a link's answers are never taken for the person's own. */
export function sharedKey(access: SharedAccess | undefined): readonly string[] {
  return access === undefined ? [] : ['shared', access.token];
}
