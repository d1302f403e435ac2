/** Auth: sign-up, sign-in, sessions (refresh tokens), e-mail verification and passwords. */
export { authRoutes } from './routes';
