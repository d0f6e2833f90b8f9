/** The element id of a help topic's section, the fragment of /help#… links. */
export function helpTopicAnchor(topicId: string): string {
  return `help-${topicId.replace(/[^\w-]/g, '-')}`;
}
