export { chooseLanguage } from './choose-language';
export {
  accountLanguage,
  changeLanguage,
  currentLanguage,
  i18n,
  loadNamespaces,
  type Namespace,
} from './i18n';
