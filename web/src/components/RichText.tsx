import styles from './RichText.module.css';

/** Content written by the site's operators (a notice, a help topic): HTML the gateway has sanitised. */
export function RichText({ html }: { html: string }) {
  // The gateway sanitises it; only such fields are rendered as HTML.
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
