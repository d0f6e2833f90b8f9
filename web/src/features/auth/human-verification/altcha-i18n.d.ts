// ALTCHA ships no type file for its Chinese catalogues; like the others, the module only registers strings.
declare module 'altcha/i18n/zh-cn';
