/** Docs: the OpenAPI document built from the route table, and its page. */
export { docsRoutes } from './routes';
