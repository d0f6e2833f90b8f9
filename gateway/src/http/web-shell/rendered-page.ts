/** A public page's first paint as HTML: what goes into the head (the picture preloads) and into the app's element. */
export interface RenderedPage {
  head: string;
  body: string;
}
