/** The tenancies module's public surface: its routes, its jobs and what it needs handed in. */
export { tenancyRoutes } from './routes';
export type { TenancyPorts } from './ports';
export { registerTenancyJobs, TENANCY_REFUND_REMINDER } from './jobs';
