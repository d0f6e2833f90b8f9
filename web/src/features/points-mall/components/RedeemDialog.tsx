import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { PointRewardType, RedeemPointRewardInput } from '../../../gql/graphql';
import { FormErrors } from '../../../components/FormErrors';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { formatOptional, type FieldErrors } from '../../../lib/errors/field-message';
import { useMoneyForm } from '../../../lib/hooks/useMoneyForm';
import { formatMoney } from '../../../lib/money/format-money';
import { useRedeemPointReward } from '../mutations/useRedeemPointReward';
import { passwordError, redeemQuantityError, wholeNumber } from '../points-rules';
import { payoutNote } from '../points-labels';
import { FormActions } from '../../../components/FormActions';
import { PaymentPasswordField } from '../../../components/PaymentPasswordField';
import { DialogOutcome } from '../../../components/DialogOutcome';
import { SubmitForm } from '../../../components/SubmitForm';
import styles from './PointMall.module.css';

/** What the dialog needs of the reward (read by the card's fragment). */
export interface RedeemableReward {
  id: string;
  name: string;
  type: PointRewardType;
  pointsRequired: number;
  amount: string;
  stock: number;
}

type Field = 'quantity' | 'receivingAddress' | 'withdrawPassword';
const fieldOrder: readonly Field[] = ['quantity', 'receivingAddress', 'withdrawPassword'];
const fieldOf = (field: string): Field | null => ((fieldOrder as readonly string[]).includes(field) ? (field as Field) : null);

/** A unit amount (Decimal string) times a quantity, in whole cents, as a Decimal string. */
function timesQuantity(amount: string, quantity: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cents = (Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))) * quantity;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Spec 001 §3: a physical reward goes to the member's receiving address. */
const maxAddressLength = 200;

export interface RedeemDialogProps {
  reward: RedeemableReward;
  balance: number;
  maxQuantity: number;
  /** `redeemed`: a redemption went through, so the page reads its catalogue (stock) and history again. */
  onClose: (redeemed: boolean) => void;
}

/** Redeem: quantity, a receiving address for goods, and the payment password (the platform's password check). */
export function RedeemDialog({ reward, balance, maxQuantity, onClose }: RedeemDialogProps) {
  const intl = useIntl();
  const redeem = useRedeemPointReward();
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, edited } = useMoneyForm(fieldOrder, fieldOf);
  const [quantityText, setQuantityText] = useState('1');
  const [receivingAddress, setReceivingAddress] = useState('');
  const [withdrawPassword, setWithdrawPassword] = useState('');
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const physical = reward.type === 'PHYSICAL';
  const quantity = wholeNumber(quantityText) ?? 0;

  function validate(): FieldErrors<Field> {
    const errors: FieldErrors<Field> = {};
    const quantityProblem = redeemQuantityError(quantity, { max: maxQuantity, stock: reward.stock, cost: reward.pointsRequired, balance });
    if (quantityProblem) errors.quantity = quantityProblem;
    if (physical && receivingAddress.trim() === '') errors.receivingAddress = { id: 'validation.required' };
    else if (physical && receivingAddress.trim().length > maxAddressLength) {
      errors.receivingAddress = { id: 'pointMall.redeem.addressTooLong', values: { max: maxAddressLength } };
    }
    const password = passwordError(withdrawPassword);
    if (password) errors.withdrawPassword = password;
    return errors;
  }

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) => {
        const input: RedeemPointRewardInput = { rewardId: reward.id, quantity, withdrawPassword, idempotencyKey };
        if (physical) input.receivingAddress = receivingAddress.trim();
        return redeem(input);
      },
      onSuccess: (payload) => setOrderNo(payload.order?.orderNo ?? ''),
    });

  const close = () => onClose(orderNo !== null);
  return (
    <Modal title={intl.formatMessage({ id: 'pointMall.redeem.title' }, { name: reward.name })} onClose={close} testId="redeem-dialog">
      {orderNo !== null ? (
        <DialogOutcome className={styles.form} actionsClassName={styles.actions} testId="redeem-done" onClose={close}>
          {intl.formatMessage({ id: 'pointMall.redeem.done' }, { orderNo })}
        </DialogOutcome>
      ) : (
        <SubmitForm formRef={formRef} className={styles.form} onSubmit={submit}>
          <p className={styles.cost}>
            {intl.formatMessage(
              { id: 'pointMall.redeem.cost' },
              {
                points: formatPoints(quantity * reward.pointsRequired, intl.locale),
                amount: formatMoney(timesQuantity(reward.amount, quantity), intl.locale),
                balance: formatPoints(balance, intl.locale),
              },
            )}
          </p>
          <TextField
            name="quantity"
            label={intl.formatMessage({ id: 'pointMall.redeem.quantity' }, { max: Math.min(maxQuantity, reward.stock) })}
            inputMode="numeric"
            autoComplete="off"
            required
            value={quantityText}
            onChange={(event) => {
              setQuantityText(event.target.value);
              edited('quantity');
            }}
            error={formatOptional(intl, fieldErrors.quantity)}
          />
          {physical ? (
            <TextField
              name="receivingAddress"
              label={intl.formatMessage({ id: 'pointMall.redeem.address' })}
              autoComplete="street-address"
              required
              value={receivingAddress}
              onChange={(event) => {
                setReceivingAddress(event.target.value);
                edited('receivingAddress');
              }}
              error={formatOptional(intl, fieldErrors.receivingAddress)}
            />
          ) : (
            <p className={styles.note}>{payoutNote(intl, reward.type)}</p>
          )}
          <PaymentPasswordField
            value={withdrawPassword}
            onChange={(value) => {
              setWithdrawPassword(value);
              edited('withdrawPassword');
            }}
            error={fieldErrors.withdrawPassword}
          />
          <FormErrors errors={formErrors} />
          <FormActions
            className={styles.actions}
            submitLabel={intl.formatMessage({ id: 'pointMall.redeem.submit' })}
            submitting={submitting}
            onCancel={close}
          />
        </SubmitForm>
      )}
    </Modal>
  );
}
