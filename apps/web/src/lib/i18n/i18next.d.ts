import 'i18next';
import type en from '@roomsetu/shared/catalogs/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
