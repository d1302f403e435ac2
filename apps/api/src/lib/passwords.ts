import bcrypt from 'bcrypt';

/** Cost 10 in production; tests use the minimum so suites stay fast. */
const rounds = process.env.NODE_ENV === 'test' || process.env.VITEST ? 4 : 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, rounds);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
