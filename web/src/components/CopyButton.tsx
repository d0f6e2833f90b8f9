import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';

/** Copies `value` to the clipboard and says so for a moment; `label` names what is copied. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="ghost"
      aria-label={intl.formatMessage({ id: 'copy.label' }, { field: label })}
      onClick={() => {
        void navigator.clipboard
          .writeText(value)
          .then(() => setCopied(true))
          .catch(() => undefined);
      }}
    >
      {intl.formatMessage({ id: copied ? 'copy.done' : 'copy.action' })}
    </Button>
  );
}
