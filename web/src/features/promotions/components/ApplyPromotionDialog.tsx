import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApplyPromotionInput } from '../../../gql/graphql';
import { FormErrors } from '../../../components/FormErrors';
import { ImageFilesField } from '../../../components/ImageFilesField';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/TextAreaField';
import { formatOptional, type FieldErrors } from '../../../lib/errors/field-message';
import { collectFieldErrors } from '../../../lib/errors/field-checks';
import { maxProofImages, proofImagesError } from '../../../lib/files/proof-images';
import { useMoneyForm } from '../../../lib/hooks/useMoneyForm';
import { commentError, commentLength, maxCommentCharacters } from '../application-rules';
import { useApplyPromotion } from '../mutations/useApplyPromotion';
import { FormActions } from '../../../components/FormActions';
import { DialogOutcome } from '../../../components/DialogOutcome';
import { SubmitForm } from '../../../components/SubmitForm';
import styles from './Promotions.module.css';

type Field = 'comment' | 'images';
const fieldOrder: readonly Field[] = ['comment', 'images'];
// The gateway names the pictures proofImages.
const fieldOf = (field: string): Field | null => {
  if (field === 'proofImages') return 'images';
  return field === 'comment' ? 'comment' : null;
};

export interface ApplyPromotionDialogProps {
  promotionId: string;
  title: string;
  onClose: () => void;
}

/** The application of an APPLY promotion: a comment of at most 140 characters and up to 3 png or jpg pictures. */
export function ApplyPromotionDialog({ promotionId, title, onClose }: ApplyPromotionDialogProps) {
  const intl = useIntl();
  const apply = useApplyPromotion();
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, edited } = useMoneyForm(fieldOrder, fieldOf);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<FieldErrors<Field>['images']>(undefined);
  const [sent, setSent] = useState(false);

  async function chooseImages(files: File[]) {
    edited('images');
    setImages(files);
    setImagesError((await proofImagesError(files)) ?? undefined);
  }

  const validate = () => collectFieldErrors<Field>({ comment: commentError(comment), images: imagesError });

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) => {
        const input: ApplyPromotionInput = { promotionId, idempotencyKey };
        if (comment.trim()) input.comment = comment.trim();
        if (images.length > 0) input.proofImages = images;
        return apply(input);
      },
      onSuccess: () => setSent(true),
    });

  return (
    <Modal title={intl.formatMessage({ id: 'promotions.apply.title' }, { title })} onClose={onClose} testId="apply-promotion-dialog">
      {sent ? (
        <DialogOutcome className={styles.form} actionsClassName={styles.formActions} testId="apply-promotion-sent" onClose={onClose}>
          {intl.formatMessage({ id: 'promotions.apply.sent' })}
        </DialogOutcome>
      ) : (
        <SubmitForm formRef={formRef} className={styles.form} onSubmit={submit}>
          <TextAreaField
            name="comment"
            label={intl.formatMessage({ id: 'promotions.apply.comment' })}
            value={comment}
            rows={3}
            hint={intl.formatMessage({ id: 'promotions.apply.commentCount' }, { count: commentLength(comment), max: maxCommentCharacters })}
            onChange={(event) => {
              setComment(event.target.value);
              edited('comment');
            }}
            error={formatOptional(intl, fieldErrors.comment)}
          />
          <ImageFilesField
            label={intl.formatMessage({ id: 'promotions.apply.images' }, { count: maxProofImages })}
            files={images}
            onChange={(files) => void chooseImages(files)}
            error={formatOptional(intl, fieldErrors.images ?? imagesError)}
          />
          <FormErrors errors={formErrors} />
          <FormActions
            className={styles.formActions}
            submitLabel={intl.formatMessage({ id: 'promotions.apply.submit' })}
            submitting={submitting}
            onCancel={onClose}
          />
        </SubmitForm>
      )}
    </Modal>
  );
}
