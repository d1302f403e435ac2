/** Contact: the support inbox's form. */
export { contactRoutes } from './routes';
