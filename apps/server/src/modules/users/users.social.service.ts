/**
 * Sign-in with Google, Facebook or Apple once the provider's identity token is verified (modules/social-login does
 * the protocol): the account linked to the provider's subject, else the account of the e-mail the provider vouches
 * for (linked now), else a new account. An e-mail the provider does not call verified is never used: linking on it
 * would hand an account to whoever typed its owner's address at the provider.
 */
import { ROLE, USER_STATUS } from '@wheeldeal/contract';
import { isUniqueViolation } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { createSession } from '../auth/index.ts';
import { getSettings } from '../settings/index.ts';
import * as repo from './users.repository.ts';
import { findUserByProviderId, PROVIDER_COLUMNS, releaseDeletedProviderId, type SocialProvider } from './users.social.repository.ts';

/** What a verified identity token says about the person. */
export interface ProviderIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  /** Only an address the provider calls verified; null otherwise. */
  verifiedEmail: string | null;
  /** A display name (from the token or, for a new account, what the client sent). */
  name: string;
}

/** The device the client signs in from (the wire calls' fields; empty from the browser flow). */
export interface SignInDevice {
  deviceToken: string;
  platformName: string;
}

/** Finds or creates the account of a verified provider identity and starts its session. */
export async function signInWithProvider(deps: Deps, identity: ProviderIdentity, device: SignInDevice, rc: RequestContext): Promise<repo.UserRow> {
  let user: repo.UserRow;
  try {
    user = await accountOf(deps, identity, rc);
  } catch (err) {
    // Two first sign-ins of the same person raced: the other one created or linked the account.
    if (!isUniqueViolation(err)) throw err;
    user = await accountOf(deps, identity, rc);
  }
  if (user.isBanned) throw badRequest('auth.login_banned');
  const updated = await repo.updateUser(deps.db, user.id, {
    deviceToken: device.deviceToken || user.deviceToken,
    platformName: device.platformName || user.platformName,
    language: rc.lang,
  });
  rc.sessionCookie.start(await createSession(deps, user.id, rc));
  return updated;
}

/** The linked account, the verified e-mail's account (linked now) or a new one. */
async function accountOf(deps: Deps, identity: ProviderIdentity, rc: RequestContext): Promise<repo.UserRow> {
  const linked = await findUserByProviderId(deps.db, identity.provider, identity.subject);
  if (linked) return linked;
  const cols = PROVIDER_COLUMNS[identity.provider];
  const byEmail = identity.verifiedEmail ? await repo.findUserByEmail(deps.db, identity.verifiedEmail) : undefined;
  const now = deps.clock.now();
  if (byEmail) {
    if (byEmail.isBanned) throw badRequest('auth.login_banned');
    // A sign-in of the same person that raced this one linked or created the account between the two reads.
    if (byEmail[cols.id] === identity.subject) return byEmail;
    // The address already belongs to another identity of this provider: not ours to move.
    if (byEmail[cols.id]) throw badRequest(`social.${identity.provider}_failed`);
    return deps.db.transaction(async (tx) => {
      await releaseDeletedProviderId(tx, identity.provider, identity.subject);
      return repo.updateUser(tx, byEmail.id, {
        [cols.id]: identity.subject,
        [cols.verify]: true,
        // A registration never confirmed proves nothing about who set its password: the provider just proved the
        // address is this person's, so the unconfirmed password goes (no pre-registered account takeover).
        ...(byEmail.status === USER_STATUS.pending ? { status: USER_STATUS.active, emailVerify: true, passwordHash: null } : {}),
        updatedDate: now,
      });
    });
  }
  const settings = await getSettings(deps.db, ['general']);
  return deps.db.transaction(async (tx) => {
    await releaseDeletedProviderId(tx, identity.provider, identity.subject);
    return repo.insertUser(tx, {
      id: newId(ID_PREFIX.user),
      userName: identity.name,
      userEmail: identity.verifiedEmail,
      [cols.id]: identity.subject,
      [cols.verify]: true,
      roleId: ROLE.user,
      status: USER_STATUS.active,
      emailVerify: identity.verifiedEmail !== null,
      language: rc.lang,
      remainingPost: Number(settings.general.free_posts_on_register) || 0,
      addedDate: now,
    });
  });
}
