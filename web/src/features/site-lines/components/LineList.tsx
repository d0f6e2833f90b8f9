import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { useLineMeasurements } from '../hooks/useLineMeasurements';
import { fastestLine, type LineMeasurement } from '../line-probe';
import { currentOrigin, openOnLine } from '../line-navigation';
import styles from './LineSwitcher.module.css';

export interface SiteLine {
  url: string;
  lineNo: number;
  recommended: boolean;
}

interface LineListProps {
  lines: readonly SiteLine[];
  place: { pathname: string; search: string; hash: string };
}

/** The dialog's body: measures every line on opening, shows each one's time and marks and lets the player switch. */
export function LineList({ lines, place }: LineListProps) {
  const intl = useIntl();
  const { results, measuring, remeasure } = useLineMeasurements(lines.map((line) => line.url));
  const fastest = measuring ? null : fastestLine(results);
  const here = currentOrigin();

  let status: string;
  if (measuring) status = intl.formatMessage({ id: 'lines.status.measuring' });
  else if (fastest === null) status = intl.formatMessage({ id: 'lines.status.allFailed' });
  else status = intl.formatMessage({ id: 'lines.status.done' });

  return (
    <div className={styles.body} data-measuring={measuring}>
      <p className={styles.lead}>{intl.formatMessage({ id: 'lines.lead' })}</p>
      <div className={styles.statusRow}>
        <p role="status" className={fastest === null && !measuring ? styles.failed : styles.status} data-testid="line-status">
          {status}
        </p>
        <Button variant="secondary" className={styles.remeasure} onClick={remeasure}>
          {intl.formatMessage({ id: 'lines.remeasure' })}
        </Button>
      </div>
      <ul className={styles.list}>
        {lines.map((line) => (
          <LineRow
            key={line.url}
            line={line}
            measurement={results.get(line.url)}
            fastest={line.url === fastest}
            current={line.url === here}
            onSwitch={() => openOnLine(line.url, place)}
          />
        ))}
      </ul>
    </div>
  );
}

interface LineRowProps {
  line: SiteLine;
  measurement: LineMeasurement | undefined;
  fastest: boolean;
  current: boolean;
  onSwitch: () => void;
}

function LineRow({ line, measurement, fastest, current, onSwitch }: LineRowProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'lines.line' }, { number: line.lineNo });
  let speed: string;
  if (measurement === undefined) speed = intl.formatMessage({ id: 'lines.measuring' });
  else if (measurement.reachable) speed = intl.formatMessage({ id: 'lines.ms' }, { ms: measurement.ms });
  else speed = intl.formatMessage({ id: 'lines.unreachable' });
  const unreachable = measurement !== undefined && !measurement.reachable;

  return (
    <li
      className={[styles.line, fastest ? styles.fastestLine : ''].join(' ')}
      aria-current={current ? 'true' : undefined}
      data-testid={`line-${line.lineNo}`}
      data-origin={line.url}
    >
      <div className={styles.info}>
        <span className={styles.name}>{name}</span>
        <span className={styles.host}>{new URL(line.url).host}</span>
        <span className={styles.marks}>
          {fastest ? <span className={[styles.mark, styles.markFastest].join(' ')}>{intl.formatMessage({ id: 'lines.fastest' })}</span> : null}
          {line.recommended ? <span className={styles.mark}>{intl.formatMessage({ id: 'lines.recommended' })}</span> : null}
          {current ? <span className={[styles.mark, styles.markCurrent].join(' ')}>{intl.formatMessage({ id: 'lines.current' })}</span> : null}
        </span>
      </div>
      <span className={unreachable ? styles.speedFailed : styles.speed} data-testid="line-speed">
        {speed}
      </span>
      {current ? null : (
        <Button
          variant={fastest ? 'primary' : 'secondary'}
          className={styles.switch}
          disabled={unreachable}
          aria-label={intl.formatMessage({ id: 'lines.switchTo' }, { line: name })}
          onClick={onSwitch}
        >
          {intl.formatMessage({ id: 'lines.switch' })}
        </Button>
      )}
    </li>
  );
}
