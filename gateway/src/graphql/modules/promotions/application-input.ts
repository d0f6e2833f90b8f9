import type { UserError } from '../../../__generated__/schema-types.js';
import type { UploadedFile } from '../../values/uploaded-file.js';
import { userError } from '../../shared/user-errors.js';
import { proofImageProblems } from '../wallet/index.js';

/** Spec 001 sections 5 and 9: an application's comment has at most 140 characters. */
export const MAX_COMMENT_CHARACTERS = 140;

/** The comment trimmed (counted in characters as a reader sees them, not UTF-16 units) and the images' problems. */
export function applicationProblems(comment: string, images: readonly UploadedFile[]): UserError[] {
  const problems: UserError[] = [];
  if ([...comment].length > MAX_COMMENT_CHARACTERS) {
    problems.push(userError('comment', 'TOO_LONG', `At most ${MAX_COMMENT_CHARACTERS} characters.`, { maxLength: MAX_COMMENT_CHARACTERS }));
  }
  problems.push(...proofImageProblems(images));
  return problems;
}
