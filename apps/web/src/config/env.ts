/** The only module that reads import.meta.env: everything else imports `env`. */
const DEFAULT_HELP_WHATSAPP_NUMBER = '919876543210';
const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

function digitsOnly(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

export const env = {
  apiBaseUrl: '/api',
  helpWhatsappNumber:
    digitsOnly(import.meta.env.VITE_HELP_WHATSAPP_NUMBER) || DEFAULT_HELP_WHATSAPP_NUMBER,
  /**
   * Leaflet tile template ({s}, {z}, {x}, {y}) from TILE_URL (or VITE_TILE_URL) at build time; point
   * it at a self-hosted or paid tile server in production. The attribution it requires comes with it.
   */
  tileUrl: (import.meta.env.TILE_URL ?? import.meta.env.VITE_TILE_URL)?.trim() || DEFAULT_TILE_URL,
  tileAttribution:
    (import.meta.env.TILE_ATTRIBUTION ?? import.meta.env.VITE_TILE_ATTRIBUTION)?.trim() ||
    DEFAULT_TILE_ATTRIBUTION,
  isDev: import.meta.env.DEV,
} as const;
