import { sanitiseHtml } from '../../html/sanitise-html.js';
import type { HelpTopicModel } from './content-models.js';

export interface HelpTopicValue {
  title?: string;
  content?: string;
  tag?: string | null;
  children?: HelpTopicValue[];
}

/** The help centre's tree; ids are positions ("2", "2.1"), stable for one answer of the platform. */
export function toHelpTopics(values: readonly HelpTopicValue[] | undefined, parentId?: string): HelpTopicModel[] {
  return (Array.isArray(values) ? values : []).map((value, index) => {
    const id = parentId === undefined ? String(index + 1) : `${parentId}.${index + 1}`;
    return {
      id,
      title: value.title ?? '',
      tag: value.tag ?? null,
      content: sanitiseHtml(value.content ?? ''),
      children: toHelpTopics(value.children, id),
    };
  });
}
