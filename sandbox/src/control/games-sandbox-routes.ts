import type { FastifyInstance, FastifyReply } from 'fastify';
import { ControlError } from './control-bodies.js';
import { isGameType } from '../domains/lobby/categories.js';
import type { SandboxStore } from '../core/store.js';
import { defaultIconSvg, gameIconSvg, lotteryIconSvg, vendorLogoSvg } from '../domains/lobby/art/game-art.js';
import { parseNodeId } from '../domains/lobby/catalogue.js';
import { registerDemoRoutes } from './demo-routes.js';
import { maskCustomerName } from '../domains/lobby/rank-list-route.js';

function svg(reply: FastifyReply, body: string) {
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(body);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: 'no such picture' });
}

function fileParam(params: unknown): string {
  const file = typeof params === 'object' && params !== null ? (params as Record<string, unknown>).file : undefined;
  return typeof file === 'string' ? file : '';
}

function registerGameAssets(app: FastifyInstance, store: SandboxStore): void {
  app.get('/assets/games/icons/:file', async (request, reply) => {
    const file = fileParam(request.params);
    const fallback = /^default-([a-z]+)\.svg$/.exec(file)?.[1]?.toUpperCase();
    if (fallback !== undefined) return isGameType(fallback) ? svg(reply, defaultIconSvg(fallback)) : notFound(reply);
    const nodeId = parseNodeId(/^(\d+)\.svg$/.exec(file)?.[1]);
    const game = store.data.games.games.find((candidate) => candidate.nodeId === nodeId);
    return game ? svg(reply, gameIconSvg(game)) : notFound(reply);
  });
  app.get('/assets/games/vendors/:file', async (request, reply) => {
    const match = /^([A-Z0-9_]+?)(-h5)?\.svg$/.exec(fileParam(request.params));
    const vendor = store.data.games.vendors.find((candidate) => candidate.vassalage === match?.[1]);
    return vendor ? svg(reply, vendorLogoSvg(vendor, match?.[2] !== undefined)) : notFound(reply);
  });
  app.get('/assets/games/lottery/:file', async (request, reply) => {
    const code = /^([A-Za-z0-9_]+)\.svg$/.exec(fileParam(request.params))?.[1];
    const games = store.data.games.lotteryGames;
    const index = games.findIndex((candidate) => candidate.gameCode === code);
    const game = games[index];
    return game ? svg(reply, lotteryIconSvg(game, (index * 37) % 360)) : notFound(reply);
  });
}

function fieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ControlError('the body must be a JSON object');
  return body as Record<string, unknown>;
}

function accountIdOf(store: SandboxStore, name: unknown): number {
  if (typeof name !== 'string') throw new ControlError('account is required');
  const account = store.accountByName(name);
  if (account === undefined) throw new ControlError(`unknown account ${name}`);
  return account.id;
}

/** Control endpoints of the games group: maintenance switches and unfinished rounds (#734). */
function registerGameControls(app: FastifyInstance, store: SandboxStore): void {
  app.put('/games/maintenance', async (request) => {
    const { nodeId, vassalage, maintenance } = fieldsOf(request.body);
    if (typeof maintenance !== 'boolean') throw new ControlError('maintenance must be a boolean');
    const games = store.data.games;
    if (vassalage !== undefined) {
      const vendor = games.vendors.find((candidate) => candidate.vassalage === vassalage);
      if (vendor === undefined) throw new ControlError(`unknown vassalage ${String(vassalage)}`);
      vendor.maintenance = maintenance;
      return { vassalage: vendor.vassalage, maintenance };
    }
    const id = parseNodeId(nodeId);
    const game = games.games.find((candidate) => candidate.nodeId === id);
    if (game === undefined) throw new ControlError('nodeId of a game, or vassalage, is required');
    game.maintenance = maintenance;
    const lottery = games.lotteryGames.find((candidate) => candidate.gameId === game.lotteryGameId);
    if (lottery !== undefined) lottery.maintenance = maintenance;
    return { nodeId: game.nodeId, maintenance };
  });

  app.put('/games/unfinished', async (request) => {
    const { account, nodeId } = fieldsOf(request.body);
    const accountId = accountIdOf(store, account);
    const id = parseNodeId(nodeId);
    if (id === undefined || !store.data.games.games.some((game) => game.nodeId === id)) throw new ControlError('nodeId of a game is required');
    store.data.games.launches.unfinished[accountId] = id;
    return { account, nodeId: id };
  });

  app.delete('/games/unfinished', async (request) => {
    const { account } = fieldsOf(request.body);
    delete store.data.games.launches.unfinished[accountIdOf(store, account)];
    return { ok: true };
  });

  // A big win now, on the winners board (tests watch the board update without waiting for an ambient win).
  app.post('/games/winners', async (request) => {
    const { account, nodeId, amount } = fieldsOf(request.body);
    accountIdOf(store, account);
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw new ControlError('amount must be a positive number');
    const games = store.data.games;
    const id = nodeId === undefined ? undefined : parseNodeId(nodeId);
    const game = id === undefined ? games.games.find((candidate) => candidate.gameType === 'RNG' && !candidate.maintenance) : games.games.find((candidate) => candidate.nodeId === id);
    if (game === undefined) throw new ControlError('nodeId must name a game');
    const winner = {
      id: Math.max(0, ...games.winners.map((candidate) => candidate.id)) + 1,
      nodeId: game.nodeId,
      gameName: { ...game.name },
      vassalage: game.vassalage,
      gameType: game.gameType,
      customerName: String(account),
      winCents: Math.round(amount * 100),
      winTime: store.clock.now(),
    };
    games.winners.push(winner);
    return { id: winner.id, customerName: maskCustomerName(winner.customerName), gameName: winner.gameName, winAmount: amount, winTime: winner.winTime };
  });
}

/** Everything the games group serves under `/__sandbox/`: pictures, demo games and control endpoints. */
export function registerGamesSandbox(app: FastifyInstance, store: SandboxStore): void {
  registerGameAssets(app, store);
  registerDemoRoutes(app, store);
  registerGameControls(app, store);
}
