/** Verification: phone codes, identity documents and listing verification. */
export { idStateOf, registerVerificationJobs } from './id-service';
export { verificationRoutes } from './routes';
