import { useIntl } from 'react-intl';
import styles from './SiteFooter.module.css';

// Simple drawn badges (no pictures from elsewhere): a shield per licensing authority and the age notice.
function Shield({ colour, initials }: { colour: string; initials: string }) {
  return (
    <svg width="44" height="52" viewBox="0 0 44 52" aria-hidden="true" focusable="false">
      <path d="M22 2 40 8v16c0 12-8 21-18 26C12 45 4 36 4 24V8z" fill={colour} stroke="currentColor" strokeWidth="2" />
      <text x="22" y="31" textAnchor="middle" fontSize="13" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
        {initials}
      </text>
    </svg>
  );
}

function AgeBadge() {
  return (
    <svg width="52" height="52" viewBox="0 0 52 52" aria-hidden="true" focusable="false">
      <circle cx="26" cy="26" r="23" fill="none" stroke="#d33" strokeWidth="4" />
      <text x="26" y="32" textAnchor="middle" fontSize="17" fontWeight="800" fill="currentColor" fontFamily="system-ui, sans-serif">
        18+
      </text>
    </svg>
  );
}

const licences = [
  { key: 'malta', colour: '#b5121b', initials: 'MT' },
  { key: 'bvi', colour: '#1d4f91', initials: 'BVI' },
  { key: 'philippines', colour: '#0f6b3a', initials: 'PH' },
] as const;

/** Licence badges (Malta, British Virgin Islands, Philippines) and the 18+ notice (spec 000 §1). */
export function LicenceBadges() {
  const intl = useIntl();
  return (
    <ul className={styles.badges} aria-label={intl.formatMessage({ id: 'content.footer.licences' })}>
      {licences.map((licence) => (
        <li key={licence.key} className={styles.badge}>
          <Shield colour={licence.colour} initials={licence.initials} />
          <span>{intl.formatMessage({ id: `content.footer.licence.${licence.key}` })}</span>
        </li>
      ))}
      <li className={styles.badge}>
        <AgeBadge />
        <span>{intl.formatMessage({ id: 'content.footer.age' })}</span>
      </li>
    </ul>
  );
}
