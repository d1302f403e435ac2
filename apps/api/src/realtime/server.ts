import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AppContext } from '../lib/context';
import { verifyAccessToken, type AuthUser } from '../lib/tokens';

declare module 'socket.io' {
  interface SocketData {
    user: AuthUser;
  }
}

/** socket.io on the API's own HTTP server, authenticated in the handshake with the access token. */
export function createRealtime(httpServer: HttpServer, ctx: AppContext): Server {
  const io = new Server(httpServer, {
    cors: { origin: ctx.env.CORS_ORIGIN.split(',').map((o) => o.trim()), credentials: true },
  });
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token)
      return next(new Error('Socket init requires auth token'));
    const user = verifyAccessToken(token, ctx.env.JWT_SECRET, ctx.now());
    if (!user) return next(new Error('Invalid or expired token'));
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join(`user:${socket.data.user.id}`);
  });
  return io;
}
