import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FeedbackRouteDocument, SubmitFeedbackDocument } from '../../../../gql/graphql';
import { renderApp } from '../../../../test/render-app';
import { routeResult } from './site-route-fixtures';

const types = ['DEPOSIT', 'WITHDRAW', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'];
const route = {
  request: { query: FeedbackRouteDocument },
  result: routeResult({ feedbackRules: { __typename: 'FeedbackRules', types, minWords: 5, maxWords: 500, maxLength: 5000 } }),
};

function submitting(sent: Array<Record<string, unknown>>, payload: Record<string, unknown>) {
  return {
    request: { query: SubmitFeedbackDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return { data: { submitFeedback: { __typename: 'SubmitFeedbackPayload', feedbackId: null, userErrors: [], ...payload } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const form = () => within(screen.getByRole('form', { name: 'Feedback and complaints' }));

describe('feedback and complaints', () => {
  it('offers the six question types of the spec and counts words as they are typed', async () => {
    renderApp('/feedback', [route]);
    await screen.findByTestId('feedback-page');
    const options = within(form().getByLabelText('Question type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a type',
      'Deposit',
      'Withdraw',
      'Game',
      'Customer service',
      'Application',
      'Other issues',
    ]);
    fireEvent.change(form().getByLabelText('What happened'), { target: { value: 'My deposit has not arrived yet' } });
    expect(form().getByText('6 words (5–500)')).toBeTruthy();
  });

  it('refuses empty feedback, no type and too few words in the browser, sending nothing', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderApp('/feedback', [route, submitting(sent, { feedbackId: '1' })]);
    await screen.findByTestId('feedback-page');
    fireEvent.click(form().getByRole('button', { name: 'Send feedback' }));
    expect(await form().findByText('Please write what happened')).toBeTruthy();
    expect(form().getByText('Please choose a question type')).toBeTruthy();
    fireEvent.change(form().getByLabelText('What happened'), { target: { value: 'too short' } });
    fireEvent.click(form().getByRole('button', { name: 'Send feedback' }));
    expect(await form().findByText('Write between 5 and 500 words (at most 5000 characters)')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends feedback of a type and says it arrived; another can follow', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderApp('/feedback', [route, submitting(sent, { feedbackId: '700123' })]);
    await screen.findByTestId('feedback-page');
    fireEvent.change(form().getByLabelText('Question type'), { target: { value: 'WITHDRAW' } });
    fireEvent.change(form().getByLabelText('What happened'), { target: { value: '  My withdrawal is still pending after two hours  ' } });
    fireEvent.click(form().getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByTestId('feedback-sent')).textContent).toContain('Thank you! Your feedback no. 700123 is sent.');
    expect(sent).toEqual([{ input: { type: 'WITHDRAW', content: 'My withdrawal is still pending after two hours' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Send another' }));
    expect((form().getByLabelText('What happened') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the gateway's word-bound refusal with its bounds, in the player's language", async () => {
    renderApp(
      '/feedback',
      [
        route,
        submitting([], {
          userErrors: [
            {
              __typename: 'UserError',
              field: 'content',
              code: 'TOO_SHORT',
              details: { __typename: 'UserErrorDetails', minLength: null, maxLength: 5000, maxFiles: null, maxBytes: null, limit: null, maxPoints: null, minPoints: null, minVipLevel: null, minWords: 5, maxWords: 500 },
            },
          ],
        }),
      ],
      'vi',
    );
    await screen.findByTestId('feedback-page');
    const feedback = within(screen.getByRole('form', { name: 'Góp ý và khiếu nại' }));
    fireEvent.change(feedback.getByLabelText('Loại vấn đề'), { target: { value: 'GAME' } });
    fireEvent.change(feedback.getByLabelText('Nội dung'), { target: { value: 'Trò chơi bị treo khi đang quay' } });
    fireEvent.click(feedback.getByRole('button', { name: 'Gửi góp ý' }));
    await waitFor(() => expect(feedback.getByText('Nội dung phải từ 5 đến 500 từ (tối đa 5000 ký tự)')).toBeTruthy());
  });

  it('is reachable from the footer', async () => {
    renderApp('/feedback', [route]);
    await screen.findByTestId('feedback-page');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Feedback and complaints' }).getAttribute('href')).toBe('/feedback');
  });
});
