/** The tenancies module's public surface: its routes and what it needs handed in. */
export { tenancyRoutes } from './routes';
export type { TenancyPorts } from './ports';
