# One image, two targets: the sandbox, and the gateway serving the built web client.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc tsconfig.base.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY sandbox/package.json sandbox/
COPY web/package.json web/
COPY tests/package.json tests/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm run build

FROM build AS sandbox
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=4010
EXPOSE 4010
CMD ["node", "sandbox/dist/server.js"]

FROM build AS gateway
# MALLOC_ARENA_MAX and the node flags are gateway/node-settings.json's (a test keeps them equal).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 MALLOC_ARENA_MAX=2
EXPOSE 4000
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=20", "--v8-pool-size=2", "gateway/dist/server.js"]
