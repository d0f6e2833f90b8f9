import { useState } from 'react';
import styles from './MemberAvatar.module.css';

export interface MemberAvatarProps {
  nickname: string;
  /** The chosen picture; without one (or when it fails to load, spec 001 §8) the nickname's initial stands in. */
  imageUrl?: string | null;
  size?: 'small' | 'large';
}

/** Decorative: the nickname beside it (or the page around it) names the member. */
export function MemberAvatar({ nickname, imageUrl, size = 'small' }: MemberAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const className = `${styles.avatar} ${styles[size]}`;
  if (imageUrl && failedUrl !== imageUrl) {
    return <img src={imageUrl} alt="" className={className} onError={() => setFailedUrl(imageUrl)} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {nickname.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
