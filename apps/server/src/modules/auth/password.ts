import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes). Tests use a cheaper setting so hundreds of
// sign-ups stay fast; the algorithm and the code path are the same.
const PARAMS =
  process.env.NODE_ENV === 'test'
    ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword({ hash: digest, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(digest, password);
  } catch {
    return false;
  }
}
