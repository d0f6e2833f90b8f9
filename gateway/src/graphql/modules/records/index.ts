import type { GatewayModule } from '../../gateway-module.js';
import { recordsResolvers } from './records-resolvers.js';
import { RecordsService } from './records-service.js';

/** The member's bet, account and bonus records. */
export const recordsModule: GatewayModule<{ records: RecordsService }> = {
  sdl: 'records',
  resolvers: [recordsResolvers],
  services: {
    records: ({ platform }) => new RecordsService(platform),
  },
};
