import type { FieldMessage } from '../../lib/errors/field-message';

/** Spec 001 §5: an application's comment has at most 140 characters (counted as a reader sees them, as the gateway does). */
export const maxCommentCharacters = 140;

export const commentLength = (comment: string): number => [...comment.trim()].length;

export function commentError(comment: string): FieldMessage | null {
  return commentLength(comment) > maxCommentCharacters ? { id: 'promotions.apply.commentTooLong', values: { max: maxCommentCharacters } } : null;
}
