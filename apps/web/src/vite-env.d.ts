/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** International format, digits only (e.g. 919876543210); the help button opens a chat to it. */
  readonly VITE_HELP_WHATSAPP_NUMBER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
