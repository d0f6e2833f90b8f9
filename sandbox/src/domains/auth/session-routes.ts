import { defineRoute } from '../../core/route-registry.js';
import { logIn } from './login.js';

export const sessionRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/session/key/rsa',
    moduleId: 'COMM3',
    token: false,
    openWhenSiteClosed: true,
    answer: 'text',
    handle: ({ store }) => store.keyring.current().modulusHex,
  }),
  defineRoute({
    method: 'POST',
    path: '/wps/session/login',
    moduleId: 'COMM3',
    token: false,
    encrypted: true,
    handle: logIn,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/wps/session/logout',
    moduleId: 'COMM3',
    token: true,
    handle: ({ store, session }) => {
      store.sessions.close(session.token);
      return null;
    },
  }),
];
