import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { aliceViewer, siteChromeFields, siteFixture, type ViewerFixture } from '../../../../test/fixtures';

/** A member page's route query answered with the shell, the viewer and the page's own fields. */
export function memberRouteMock(
  query: DocumentNode,
  options: { viewer?: ViewerFixture | (ViewerFixture & Record<string, unknown>) | null; fields?: Record<string, unknown>; variables?: Record<string, unknown> } = {},
): MockLink.MockedResponse {
  const viewer = options.viewer === undefined ? aliceViewer : options.viewer;
  return {
    request: { query, ...(options.variables ? { variables: options.variables } : {}) },
    result: { data: { site: siteFixture(), viewer, ...siteChromeFields(), ...options.fields } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A member page's route query as the gateway answers a trial account: refused, NEED_REAL_ACCOUNT. */
export function needRealAccountMock(query: DocumentNode, variables?: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query, ...(variables ? { variables } : {}) },
    result: {
      data: { site: siteFixture(), viewer: null, ...siteChromeFields() },
      errors: [{ message: 'A real account is needed.', path: ['viewer', 'counts'], extensions: { code: 'NEED_REAL_ACCOUNT' } }],
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
