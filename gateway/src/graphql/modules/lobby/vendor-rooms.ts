import type { PvpRoomStatus } from '../../../__generated__/schema-types.js';
import { toDecimal } from '../../values/decimal.js';
import type { PlatformFlag } from './upstream-shapes.js';

/** `GCSGAME_getVassGameType`: a vendor's tabs (sandbox/docs/games.md). */
export interface VendorGameTypeValue {
  gameClassify?: string;
  name?: string;
  count?: number;
  isHot?: PlatformFlag;
}

/** `GLS2_roomList`: a card game's rooms. */
export interface RoomListValue {
  list?: {
    roomId?: number | string;
    roomName?: string;
    minBet?: number | string;
    maxBet?: number | string;
    players?: number;
    maxPlayers?: number;
    tables?: number;
    seats?: number;
    status?: string;
  }[];
}

export interface VendorGameTypeModel {
  classification: string;
  name: string;
  gameCount: number;
  isHot: boolean;
}

export interface PvpRoomModel {
  roomId: string;
  name: string;
  minBet: string;
  maxBet: string;
  players: number;
  maxPlayers: number;
  tables: number;
  seats: number;
  status: PvpRoomStatus;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

export function toVendorGameTypes(value: VendorGameTypeValue[] | null | undefined): VendorGameTypeModel[] {
  return (Array.isArray(value) ? value : []).flatMap((type) => {
    const classification = type.gameClassify?.trim();
    if (!classification) return [];
    return [{ classification, name: type.name?.trim() || classification, gameCount: count(type.count), isHot: type.isHot === true || type.isHot === 1 }];
  });
}

export function toPvpRooms(value: RoomListValue | null | undefined): PvpRoomModel[] {
  return (Array.isArray(value?.list) ? value.list : []).flatMap((room) => {
    if (room.roomId === undefined) return [];
    // An unknown state is shown as closed rather than guessed open.
    const status: PvpRoomStatus = room.status === 'OPEN' || room.status === 'FULL' ? room.status : 'MAINTENANCE';
    return [
      {
        roomId: String(room.roomId),
        name: room.roomName?.trim() || String(room.roomId),
        minBet: toDecimal(room.minBet),
        maxBet: toDecimal(room.maxBet),
        players: count(room.players),
        maxPlayers: count(room.maxPlayers),
        tables: count(room.tables),
        seats: count(room.seats),
        status,
      },
    ];
  });
}
