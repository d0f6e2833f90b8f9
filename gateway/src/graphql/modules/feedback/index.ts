import type { GatewayModule } from '../../gateway-module.js';
import { feedbackResolvers } from './feedback-resolvers.js';
import { FeedbackService } from './feedback-service.js';

/** Feedback to the site. */
export const feedbackModule: GatewayModule<{ feedback: FeedbackService }> = {
  sdl: 'feedback',
  resolvers: [feedbackResolvers],
  services: {
    feedback: ({ platform, scope, settings }) => new FeedbackService(platform, settings, scope),
  },
};
