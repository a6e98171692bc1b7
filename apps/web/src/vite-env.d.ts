/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the web app's own; unset means same origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
