// Parts of a message catalogue (vite-plugins/message-split.ts).
declare module '*.json?first-paint' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
