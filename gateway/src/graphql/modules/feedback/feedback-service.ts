import type { FeedbackRules, FeedbackType, SubmitFeedbackInput, UserError } from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import { isInvalid, rateLimited } from '../../shared/user-errors.js';
import { checkFeedbackContent, FEEDBACK_MAX_LENGTH, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, feedbackContentRefused } from './feedback-content.js';

/** The spec's question types in its order, and the platform's number for each (sandbox/docs/identity.md). */
const PLATFORM_TYPES: Readonly<Record<FeedbackType, number>> = {
  DEPOSIT: 1,
  WITHDRAW: 2,
  GAME: 3,
  CUSTOMER_SERVICE: 4,
  APPLICATION: 5,
  OTHER: 6,
};

export interface SubmitFeedbackPayloadModel {
  feedbackId: string | null;
  userErrors: UserError[];
}

/** Feedback and complaints: open to visitors, tied to the member when one is logged in. */
export class FeedbackService {
  constructor(
    private readonly platform: Platform,
    private readonly settings: ServiceSettings,
    private readonly scope: RequestScope,
  ) {}

  rules(): FeedbackRules {
    return {
      types: Object.keys(PLATFORM_TYPES) as FeedbackType[],
      minWords: FEEDBACK_MIN_WORDS,
      maxWords: FEEDBACK_MAX_WORDS,
      maxLength: FEEDBACK_MAX_LENGTH,
    };
  }

  async submit(input: SubmitFeedbackInput): Promise<SubmitFeedbackPayloadModel> {
    const content = checkFeedbackContent(input.content);
    if (isInvalid(content)) return { feedbackId: null, userErrors: content.errors };
    const budget = await this.settings.throttles.feedbackPerIp.take(this.scope.clientIp);
    if (!budget.allowed) return { feedbackId: null, userErrors: [rateLimited(null, budget.retryAfterSeconds)] };
    // A session that must change its password first still may write, but as a visitor would.
    const session = await this.scope.session.get();
    const call = session !== null && session.passwordChangeRequired !== true ? calls.feedbackAsMember : calls.feedback;
    try {
      const value = await this.platform.write<{ feedbackId: number | string }>(call, { type: PLATFORM_TYPES[input.type], content: content.value });
      return { feedbackId: String(value.feedbackId), userErrors: [] };
    } catch (error) {
      // Our bounds passed but the platform's did not (its rules changed): the content is the only free field.
      if (error instanceof UpstreamError && error.upstreamCode === 'request_param_err' && fieldOf(error.value) === 'content') {
        return { feedbackId: null, userErrors: [feedbackContentRefused()] };
      }
      throw error;
    }
  }
}

const fieldOf = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as { field?: unknown }).field : undefined);
