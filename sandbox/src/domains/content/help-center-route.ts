import { LANGUAGES } from '../../protocol/headers.js';
import type { Language } from '../../protocol/headers.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { HELP_CENTER } from './help-center.js';
import type { HelpTopic } from './help-center.js';
import { localize } from '../../core/localized.js';
import { badParam } from '../account/identity-errors.js';

const HELP_DEVICES = ['WEB', 'H5'] as const;

function helpValue(topic: HelpTopic, language: Language): unknown {
  return {
    title: localize(topic.title, language),
    content: localize(topic.content, language),
    tag: topic.tag,
    children: topic.children.map((child) => helpValue(child, language)),
  };
}

/** `GET /wps/system/helpCenter?lang=&device=WEB`: `lang` (else the Language header) picks the text. */
export function helpCenter({ query, language }: PlatformCall) {
  const lang = query.lang?.trim().toUpperCase();
  const chosen = lang === undefined || lang === '' ? language : LANGUAGES.find((known) => known === lang);
  if (chosen === undefined) throw badParam('Unsupported lang');
  const device = query.device?.trim().toUpperCase();
  if (device !== undefined && device !== '' && !HELP_DEVICES.some((known) => known === device)) {
    throw badParam('device must be WEB or H5');
  }
  return HELP_CENTER.map((topic) => helpValue(topic, chosen));
}
