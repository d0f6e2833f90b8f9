import { graphql } from '../../gql';

// The badges' counts (spec 001 §2). A mutation that changes one (a claim, a read message) selects this on its
// payload's viewer, so the cached counts, and with them the member menu's badges, follow without a refetch.
export const ViewerCountsFragment = graphql(`
  fragment ViewerCounts_viewer on Viewer {
    counts {
      missions
      inbox
      rewards
    }
  }
`);
