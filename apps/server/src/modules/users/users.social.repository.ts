/** SQL of sign-in with a provider: the account linked to a provider's subject. */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from './users.repository.ts';

export type SocialProvider = 'google' | 'facebook' | 'apple';

/** The column holding each provider's subject, and the one recording that the provider vouched for the account. */
export const PROVIDER_COLUMNS = {
  google: { id: 'googleId', verify: 'googleVerify' },
  facebook: { id: 'facebookId', verify: 'facebookVerify' },
  apple: { id: 'appleId', verify: 'appleVerify' },
} as const satisfies Record<SocialProvider, { id: keyof UserRow; verify: keyof UserRow }>;

const idColumn = (provider: SocialProvider) => users[PROVIDER_COLUMNS[provider].id];

/** The live account linked to this provider subject. */
export async function findUserByProviderId(db: DbOrTx, provider: SocialProvider, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(idColumn(provider), subject), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** A deleted account keeps nothing that links it to a person: its provider subject is released for a new account. */
export async function releaseDeletedProviderId(db: DbOrTx, provider: SocialProvider, subject: string): Promise<void> {
  await db
    .update(users)
    .set({ [PROVIDER_COLUMNS[provider].id]: null })
    .where(and(eq(idColumn(provider), subject), isNotNull(users.deletedAt)));
}
