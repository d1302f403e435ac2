import { createLogger } from '../lib/logger';
import { installProcessGuards } from '../lib/process-guards';

/** Run by process-guards.test.ts in a child process: `reject` or `throw`, then reports if alive. */
installProcessGuards(createLogger('info'));
const mode = process.argv[2];
if (mode === 'reject') {
  void Promise.reject(new Error('rejected nowhere'));
} else {
  setTimeout(() => {
    throw new Error('thrown nowhere');
  }, 10);
}
setTimeout(() => {
  console.log('still alive');
}, 300);
