/** Value shapes of the inbox calls (sandbox/docs/funds-lottery-points.md, Inbox). */
export interface InboxMessageValue {
  messageId: number;
  category: string;
  title: string;
  content?: string | null;
  read: boolean;
  createdAt: number;
}

export interface InboxPageValue {
  content: InboxMessageValue[];
  totalCount: number;
  unreadCount: number;
}

export interface MarkReadValue {
  updated: number;
  unreadCount: number;
}
