import type { ReactNode, Ref } from 'react';

export interface SubmitFormProps {
  formRef?: Ref<HTMLFormElement>;
  className: string | undefined;
  /** The form's accessible name, where the page shows no heading for it. */
  label?: string;
  /** What submitting does; the browser's own validation and page load are left out. */
  onSubmit: () => unknown;
  children: ReactNode;
}

/** A form checked by its own rules (noValidate) that runs `onSubmit` instead of loading a page. */
export function SubmitForm({ formRef, className, label, onSubmit, children }: SubmitFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
