/**
 * Module ids the platform expects in the `ModuleId` header (protocol section 6).
 * Each endpoint belongs to one; the platform refuses a call without it.
 */
export const moduleIds = [
  'COMM3',
  'REG3',
  'PASS3',
  'AFFMAN3',
  'CAPTCHA3',
  'PROFPIC3',
  'CHNGPASSVERIF3',
  'PWRESETSMS3',
  'VERIFICATION3',
  'LOGINIPVERF3',
  'FUNDTRANS3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'AGEANNOUNCE3',
  'FEEDBACK3',
  'REWCEN3',
  'INBOX3',
  'PTSYS3',
  'MEMTRANS3',
  'MISSIONLB3',
  'FREEPLAY3',
] as const;

export type ModuleId = (typeof moduleIds)[number];
