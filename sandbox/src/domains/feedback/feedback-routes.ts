import { defineRoute } from '../../core/route-registry.js';
import { submitFeedback } from './feedback.js';

/** A visitor's feedback. */
export const feedbackRoutes = [
  defineRoute({ method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', token: false, handle: submitFeedback }),
];
