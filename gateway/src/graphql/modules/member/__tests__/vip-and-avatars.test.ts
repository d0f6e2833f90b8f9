import { beforeEach, describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';

const VIP = `{ viewer { member { vipLevel hasMemberLabel } vip { level levelName depositTotal depositToNext depositProgress nextLevel { level name } levels { level name dailyWithdrawCount } } } }`;
const AVATARS = `{ viewer { member { avatarUrl } avatars { id url selected } } }`;
const SET_AVATAR = `mutation($input: SetAvatarInput!) { setAvatar(input: $input) { member { avatarUrl } userErrors { field code } } }`;

interface AvatarsReply {
  viewer: { member: { avatarUrl: string | null }; avatars: { id: string; url: string; selected: boolean }[] };
}

describe('VIP table and avatars', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
  });

  it('shows the VIP table, the member level and the progress to the next', async () => {
    const reply = await stack.gql<{ viewer: { member: { vipLevel: number; hasMemberLabel: boolean }; vip: { level: number; nextLevel: { level: number } | null; levels: { level: number }[]; depositProgress: number } } }>(
      VIP,
      undefined,
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    const data = reply.body.data?.viewer;
    expect(data?.member).toEqual({ vipLevel: 1, hasMemberLabel: true });
    expect(data?.vip.level).toBe(1);
    expect(data?.vip.nextLevel?.level).toBe(2);
    expect(data?.vip.levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(data?.vip.depositProgress).toBeGreaterThan(0);
  });

  it('lists the avatars and changes the member\'s', async () => {
    const before = await stack.gql<AvatarsReply>(AVATARS, undefined, { session });
    expect(before.body.errors).toBeUndefined();
    const avatars = before.body.data?.viewer.avatars ?? [];
    expect(avatars).toHaveLength(12);
    const other = avatars.find((avatar) => !avatar.selected);
    const changed = await stack.gql<{ setAvatar: { member: { avatarUrl: string }; userErrors: unknown[] } }>(SET_AVATAR, { input: { avatarId: other?.id } }, { session });
    expect(changed.body.data?.setAvatar).toEqual({ member: { avatarUrl: other?.url }, userErrors: [] });
    const unknown = await stack.gql<{ setAvatar: { userErrors: { code: string }[] } }>(SET_AVATAR, { input: { avatarId: 'QXZhdGFyOjk5' } }, { session });
    expect(unknown.body.data?.setAvatar.userErrors[0]?.code).toBe('INVALID_FORMAT');
  });
});
