import { createContext } from 'react';
import { createChatSocket, type CreateChatSocket } from './socket';

/** How chat pages get their socket: the real one in the app, a fake emitter in tests. */
export const ChatSocketFactoryContext = createContext<CreateChatSocket>(createChatSocket);
