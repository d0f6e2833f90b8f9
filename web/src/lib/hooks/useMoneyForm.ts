import { useRef, useState } from 'react';
import { errorMessage } from '../errors/error-message';
import { isAnsweredByApp } from '../errors/app-answered-codes';
import type { FieldErrors, FieldMessage } from '../errors/field-message';
import { distributeUserErrors, type UserErrorLike } from '../errors/user-error-message';
import { useFieldErrors } from './useFieldErrors';
import { useSubmissionKey } from './useSubmissionKey';

export interface MoneySubmission<Field extends string, Payload extends { userErrors: ReadonlyArray<UserErrorLike> }> {
  /** The browser's own checks, the gateway's rules; any message stops the submission. */
  validate: () => FieldErrors<Field>;
  /** Sends the mutation with this submission's idempotency key. */
  send: (idempotencyKey: string) => Promise<Payload>;
  onSuccess: (payload: Payload) => void;
}

/** The reading of a refusal's field most forms take: the field as the gateway names it, when it is one of the form's. */
export function listedField<Field extends string>(fieldOrder: readonly Field[]) {
  return (field: string): Field | null => ((fieldOrder as readonly string[]).includes(field) ? (field as Field) : null);
}

/**
 * What every money and points form shares (wallet, deposit, withdraw, points mall, promotions, feedback):
 * messages under fields and for the form, one idempotency key per submission (kept when a retry follows a
 * failed request, new after an answer or an edit), and one request in flight at a time. `messageOf` gives a
 * form its own reading of a refusal (the feedback's word bounds).
 */
export function useMoneyForm<Field extends string>(
  fieldOrder: readonly Field[],
  fieldOf: (serverField: string) => Field | null,
  messageOf?: (error: UserErrorLike) => FieldMessage,
) {
  const errors = useFieldErrors(fieldOrder);
  const key = useSubmissionKey();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit<Payload extends { userErrors: ReadonlyArray<UserErrorLike> }>(submission: MoneySubmission<Field, Payload>) {
    if (inFlight.current) return;
    errors.setFormErrors([]);
    const invalid = submission.validate();
    if (Object.values(invalid).some(Boolean)) {
      errors.showErrors(invalid);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const payload = await submission.send(key.current());
      // An answer, success or refusal, ends this submission: the next one is a new request.
      key.renew();
      if (payload.userErrors.length === 0) {
        errors.clearAll();
        submission.onSuccess(payload);
        return;
      }
      const distributed = distributeUserErrors(payload.userErrors, fieldOf, messageOf);
      errors.showErrors(distributed.fieldErrors, distributed.formErrors);
    } catch (error) {
      // No answer: a retry of this submission keeps its key. Login and real-account refusals open the app's dialogs.
      if (!isAnsweredByApp(error)) errors.setFormErrors([errorMessage(error)]);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** An edit makes the next submission a new request. */
  function edited(field: Field) {
    key.renew();
    errors.clearField(field);
  }

  return { ...errors, submit, submitting, edited };
}
