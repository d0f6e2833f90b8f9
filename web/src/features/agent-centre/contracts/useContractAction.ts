import { useState } from 'react';
import { errorMessage } from '../../../lib/errors/error-message';
import { isAnsweredByApp } from '../../../lib/errors/app-answered-codes';
import type { FieldMessage } from '../../../lib/errors/field-message';
import type { UserErrorLike } from '../../../lib/errors/user-error-message';
import { agencyErrorMessage } from './contract-errors';

/**
 * One contract answer or ending at a time, with its refusals as messages. `run` resolves with the payload when
 * the gateway answered (refused or not), or null when no answer came.
 */
export function useContractAction() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  async function run<Payload extends { userErrors: ReadonlyArray<UserErrorLike> }>(send: () => Promise<Payload>): Promise<Payload | null> {
    if (busy) return null;
    setBusy(true);
    setErrors([]);
    try {
      const payload = await send();
      setErrors(payload.userErrors.map(agencyErrorMessage));
      return payload;
    } catch (error) {
      if (!isAnsweredByApp(error)) setErrors([errorMessage(error)]);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, setErrors, run };
}
