import { useIntl } from 'react-intl';
import { Button } from './Button';
import { FieldMessages } from './FieldFrame';
import { useFieldIds } from './field-ids';
import styles from './ImageFilesField.module.css';

export interface ImageFilesFieldProps {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
}

/**
 * Picks png or jpg pictures to upload (promotion applications): more can be added one pick at a time and each
 * removed again; the form judges them (lib/files/proof-images) and sends them as a multipart request.
 */
export function ImageFilesField({ label, files, onChange, error }: ImageFilesFieldProps) {
  const intl = useIntl();
  const ids = useFieldIds({ error });
  return (
    <div className={styles.field}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      <input
        id={ids.id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // The same picture may be picked again after removing it: the input forgets what it held.
          event.target.value = '';
          if (picked.length > 0) onChange([...files, ...picked]);
        }}
      />
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file} data-testid="chosen-image">
              <span className={styles.name}>{file.name}</span>
              <Button
                variant="ghost"
                aria-label={intl.formatMessage({ id: 'images.remove' }, { name: file.name })}
                onClick={() => onChange(files.filter((_, kept) => kept !== index))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
