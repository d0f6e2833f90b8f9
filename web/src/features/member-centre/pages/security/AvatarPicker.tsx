import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../../../components/FormErrors';
import { LazyImage } from '../../../../components/LazyImage';
import { errorMessage } from '../../../../lib/errors/error-message';
import { isAnsweredByApp } from '../../../../lib/errors/app-answered-codes';
import type { FieldMessage } from '../../../../lib/errors/field-message';
import { userErrorMessage } from '../../../../lib/errors/user-error-message';
import { useSetAvatar } from '../../mutations/useSetAvatar';
import styles from './AvatarPicker.module.css';

export interface AvatarPickerProps {
  avatars: ReadonlyArray<{ id: string; url: string; selected: boolean }>;
}

/** The pictures on offer; choosing one makes it the member's avatar at once. */
export function AvatarPicker({ avatars }: AvatarPickerProps) {
  const intl = useIntl();
  const setAvatar = useSetAvatar();
  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<FieldMessage | null>(null);

  async function choose(id: string) {
    if (saving) return;
    setSaving(id);
    setFailure(null);
    try {
      const payload = await setAvatar(id);
      const [refusal] = payload.userErrors;
      if (refusal) setFailure(userErrorMessage(refusal));
    } catch (error) {
      if (!isAnsweredByApp(error)) setFailure(errorMessage(error));
    } finally {
      setSaving(null);
    }
  }

  return (
    <>
      <div role="group" aria-label={intl.formatMessage({ id: 'security.avatar' })} className={styles.grid}>
        {avatars.map((avatar, index) => (
          <button
            key={avatar.id}
            type="button"
            className={styles.choice}
            aria-pressed={avatar.selected}
            aria-busy={saving === avatar.id || undefined}
            aria-label={intl.formatMessage({ id: 'security.avatar.choice' }, { number: index + 1 })}
            disabled={saving !== null}
            onClick={() => void choose(avatar.id)}
          >
            <LazyImage src={avatar.url} alt="" className={styles.picture} fallback={<span className={styles.picture} />} />
          </button>
        ))}
      </div>
      <FormErrors errors={failure ? [failure] : []} />
    </>
  );
}
