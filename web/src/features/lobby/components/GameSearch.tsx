import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import styles from './GameSearch.module.css';

export interface GameSearchProps {
  value: string;
  onSearch: (search: string) => void;
}

/** Name search (the server ignores case and diacritics); submitted with Enter or the button. */
export function GameSearch({ value, onSearch }: GameSearchProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const label = intl.formatMessage({ id: 'gameLobby.search.label' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit}>
      <input
        type="search"
        name="q"
        className={styles.input}
        aria-label={label}
        placeholder={intl.formatMessage({ id: 'gameLobby.search.placeholder' })}
        value={text}
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        {intl.formatMessage({ id: 'gameLobby.search.submit' })}
      </Button>
      {value ? (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {intl.formatMessage({ id: 'gameLobby.search.clear' })}
        </Button>
      ) : null}
    </form>
  );
}
