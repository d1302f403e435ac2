/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** International format, digits only (e.g. 919876543210); the help button opens a chat to it. */
  readonly VITE_HELP_WHATSAPP_NUMBER?: string;
  /** Map tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  readonly TILE_URL?: string;
  readonly VITE_TILE_URL?: string;
  /** The attribution the tile provider requires, shown in the map corner. */
  readonly TILE_ATTRIBUTION?: string;
  readonly VITE_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
