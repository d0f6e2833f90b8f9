// A message catalogue whole or in parts (vite-plugins/message-split.ts).
declare module '*.json?first-paint' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?whole' {
  const messages: Record<string, string>;
  export default messages;
}
