import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { PointRewardType, RedeemPointRewardInput } from '../../../gql/graphql';
import { NumberField } from '../../../components/NumberField';
import { TextField } from '../../../components/TextField';
import { formatOptional, type FieldMessage } from '../../../lib/errors/field-message';
import { collectFieldErrors } from '../../../lib/errors/field-checks';
import { useMoneyFormValues } from '../../../lib/hooks/useMoneyFormValues';
import { formatMoney } from '../../../lib/money/format-money';
import { useRedeemPointReward } from '../mutations/useRedeemPointReward';
import { passwordError, redeemQuantityError, wholeNumber } from '../points-rules';
import { payoutNote } from '../points-labels';
import { PointsPaymentDialog } from './PointsPaymentDialog';
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

/** A unit amount (Decimal string) times a quantity, in whole cents, as a Decimal string. */
function timesQuantity(amount: string, quantity: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cents = (Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))) * quantity;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Spec 001 §3: a physical reward goes to the member's receiving address. */
const maxAddressLength = 200;

function addressError(address: string): FieldMessage | null {
  if (address.trim() === '') return { id: 'validation.required' };
  if (address.trim().length > maxAddressLength) return { id: 'pointMall.redeem.addressTooLong', values: { max: maxAddressLength } };
  return null;
}

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
  const form = useMoneyFormValues<Field>({ quantity: '1', receivingAddress: '', withdrawPassword: '' });
  const { fieldErrors, submit: submitForm, values, set } = form;
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const { receivingAddress, withdrawPassword } = values;
  const physical = reward.type === 'PHYSICAL';
  const quantity = wholeNumber(values.quantity) ?? 0;

  const validate = () =>
    collectFieldErrors<Field>({
      quantity: redeemQuantityError(quantity, { max: maxQuantity, stock: reward.stock, cost: reward.pointsRequired, balance }),
      receivingAddress: physical ? addressError(receivingAddress) : null,
      withdrawPassword: passwordError(withdrawPassword),
    });

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
    <PointsPaymentDialog
      title={intl.formatMessage({ id: 'pointMall.redeem.title' }, { name: reward.name })}
      testId="redeem-dialog"
      onClose={close}
      form={form}
      onSubmit={submit}
      submitLabel={intl.formatMessage({ id: 'pointMall.redeem.submit' })}
      outcome={orderNo !== null ? { testId: 'redeem-done', message: intl.formatMessage({ id: 'pointMall.redeem.done' }, { orderNo }) } : null}
    >
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
      <NumberField
        name="quantity"
        label={intl.formatMessage({ id: 'pointMall.redeem.quantity' }, { max: Math.min(maxQuantity, reward.stock) })}
        keyboard="numeric"
        value={values.quantity}
        onChange={(value) => set('quantity', value)}
        error={fieldErrors.quantity}
      />
      {physical ? (
        <TextField
          name="receivingAddress"
          label={intl.formatMessage({ id: 'pointMall.redeem.address' })}
          autoComplete="street-address"
          required
          value={receivingAddress}
          onChange={(event) => set('receivingAddress', event.target.value)}
          error={formatOptional(intl, fieldErrors.receivingAddress)}
        />
      ) : (
        <p className={styles.note}>{payoutNote(intl, reward.type)}</p>
      )}
    </PointsPaymentDialog>
  );
}
