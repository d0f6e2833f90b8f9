import type { Avatar, SetAvatarInput, UserError } from '../../../__generated__/schema-types.js';
import { UpstreamError, calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { localIdOf, toGlobalId } from '../../relay/global-id.js';
import { safeLink } from '../../values/safe-link.js';
import { userError } from '../../shared/user-errors.js';
import type { AvatarValue, MemberIconValue } from './upstream-shapes.js';

const toAvatar = (value: AvatarValue): Avatar | null => {
  const url = safeLink(value.avatarUrl);
  return url === null ? null : { id: toGlobalId('Avatar', String(value.avatarId)), url, selected: value.selected === true };
};

/** The avatar pictures on offer, the member's choice, and the picture the header shows. */
export class AvatarService {
  private readonly icon;

  constructor(private readonly platform: Platform) {
    this.icon = platform.memberLoader<MemberIconValue>(calls.memberIcon, undefined, 'memberIcon');
  }

  async avatars(): Promise<Avatar[]> {
    const values = await this.platform.read<AvatarValue[]>(calls.avatarList);
    return values.map(toAvatar).filter((avatar): avatar is Avatar => avatar !== null);
  }

  /** The member's picture; a failed read shows the fallback picture in the client rather than failing the header. */
  async currentUrl(token: string): Promise<string | null> {
    try {
      return safeLink((await this.icon.load(token)).iconUrl);
    } catch (error) {
      if (error instanceof UpstreamError && error.code !== 'UNAUTHENTICATED') return null;
      throw error;
    }
  }

  async choose(input: SetAvatarInput, token: string): Promise<{ userErrors: UserError[] }> {
    const avatarId = Number(localIdOf('Avatar', input.avatarId));
    if (!Number.isInteger(avatarId)) return { userErrors: [userError('avatarId', 'INVALID_FORMAT', 'Choose one of the pictures offered.')] };
    try {
      await this.platform.write(calls.updateAvatar, { avatarId });
    } catch (error) {
      if (error instanceof UpstreamError && error.upstreamCode === 'request_param_err') {
        return { userErrors: [userError('avatarId', 'INVALID_FORMAT', 'Choose one of the pictures offered.')] };
      }
      throw error;
    }
    this.icon.clear(token);
    return { userErrors: [] };
  }
}
