/** Moves focus to the named control of a form, e.g. the first field with an error. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) control.focus();
}

/** The first of `order` that has an error. */
export function firstInvalid<Field extends string>(order: readonly Field[], errors: Partial<Record<Field, unknown>>) {
  return order.find((field) => errors[field]);
}
