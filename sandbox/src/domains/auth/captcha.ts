import { renderCaptchaPng } from './art/captcha-png.js';
import { defineRoute } from '../../core/route-registry.js';

export const CAPTCHA_COOKIE = 'captchaId';

export const captchaRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/captcha',
    moduleId: 'CAPTCHA3',
    token: false,
    handle: ({ store, reply }) => {
      const captcha = store.captchas.issue();
      reply.header('set-cookie', `${CAPTCHA_COOKIE}=${captcha.captchaId}; Path=/; HttpOnly`);
      return renderCaptchaPng(captcha.answer).toString('base64');
    },
  }),
];
