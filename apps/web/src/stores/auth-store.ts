import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { apiRequest } from '../lib/api-client';
import { AUTH_STORAGE_NAME } from '../lib/constants';
import { i18n } from '../lib/i18n/i18n';

export interface AuthState {
  /** The only persisted item (spec §3); the server's session cookie is the real credential. */
  authIsUserAuthenticated: boolean;
  /** State of the last tracked action (spec §4): not persisted. */
  isLoading: boolean;
  error: string | null;
  setAuthenticated: (authenticated: boolean) => void;
  /** Ends the session on the server; the person is logged out here whatever the server says. */
  logOut: () => Promise<void>;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      authIsUserAuthenticated: false,
      isLoading: false,
      error: null,
      setAuthenticated: (authenticated) => {
        set({ authIsUserAuthenticated: authenticated });
      },
      logOut: async () => {
        set({ isLoading: true, error: null });
        const result = await apiRequest<unknown>({
          method: 'POST',
          path: '/v1/user/logout',
          defaultError: i18n.t('errors.logoutFailed'),
        });
        set({ authIsUserAuthenticated: false, isLoading: false, error: result.error ?? null });
      },
    }),
    {
      name: AUTH_STORAGE_NAME,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ authIsUserAuthenticated: state.authIsUserAuthenticated }),
    },
  ),
);
