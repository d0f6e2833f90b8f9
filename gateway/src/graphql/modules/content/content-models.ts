export interface HelpTopicModel {
  id: string;
  title: string;
  tag: string | null;
  content: string;
  children: HelpTopicModel[];
}
