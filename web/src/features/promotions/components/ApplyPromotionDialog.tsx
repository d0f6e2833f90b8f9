import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApplyPromotionInput } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { FormErrors } from '../../../components/FormErrors';
import { ImageFilesField } from '../../../components/ImageFilesField';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/TextAreaField';
import { formatOptional, type FieldErrors } from '../../../lib/errors/field-message';
import { maxProofImages, proofImagesError } from '../../../lib/files/proof-images';
import { useMoneyForm } from '../../../lib/hooks/useMoneyForm';
import { commentError, commentLength, maxCommentCharacters } from '../application-rules';
import { useApplyPromotion } from '../mutations/useApplyPromotion';
import styles from './Promotions.module.css';
import { FormActions } from '../../../components/FormActions';

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

  function validate(): FieldErrors<Field> {
    const errors: FieldErrors<Field> = {};
    const tooLong = commentError(comment);
    if (tooLong) errors.comment = tooLong;
    if (imagesError) errors.images = imagesError;
    return errors;
  }

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
        <div className={styles.form}>
          <p role="status" data-testid="apply-promotion-sent">
            {intl.formatMessage({ id: 'promotions.apply.sent' })}
          </p>
          <div className={styles.formActions}>
            <Button variant="primary" onClick={onClose}>
              {intl.formatMessage({ id: 'dialog.ok' })}
            </Button>
          </div>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
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
        </form>
      )}
    </Modal>
  );
}
