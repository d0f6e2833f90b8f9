/**
 * Spec calls the gateway deliberately does not make, each with the reason. The coverage test fails for any
 * other spec call without a catalogue entry that a gateway module uses, and for an exception that is no
 * longer needed (so this list cannot go stale).
 */
export const SPEC_CALL_EXCEPTIONS: Readonly<Record<string, string>> = {
  '/wps/relay/GCSGAME_gameVendor':
    'The lanes come from GCSGAME_newGameVendor, the same lanes with maintenance and isGame on every card; asking both would fetch the lanes twice.',
  '/wps/relay/MCSFE_getPlayerAvatar':
    "The member's picture comes from /wps/member/info/icon (spec 000 section 7), which answers the same picture; the avatar list and update calls cover choosing one.",
  '/wps/system/whitelabel':
    "The whitelabel tree arrives in the status call's value.info (spec 000 section 7: the permission and status calls share one answer), which the gateway reads once per visitor; a second call would fetch the same tree.",
};
