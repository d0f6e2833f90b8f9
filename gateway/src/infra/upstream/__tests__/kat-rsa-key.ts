// A throwaway 1024-bit test key, made for these tests only and never used anywhere else:
//   openssl genrsa -out kat-rsa.pem 1024
//   openssl rsa -in kat-rsa.pem -noout -modulus          (n; public exponent 65537)
//   openssl rsa -in kat-rsa.pem -noout -text             (privateExponent d, for the fake platform)
export const katModulusHex =
  'aa761274fb95ba1026e49af0b14c1d8381a33318bc11ecefba30671489fccc0f18952916a918596936b8c46c57b65ad69a0950040ff495243429487e1a602b12f37b2d295f20382baf4afb989af03762da318b3b307c1b770808de838208233c1a65b6404a0105b9341cff6a951dc75262ebcb0bce427a0876dcc199e923ddcf';

export const katPrivateExponentHex =
  '4cd2a9becf23cb973bf00b642e837f49a54347e3fdde9649f43f9c35457b08fc44b7f4aca1c8b783138671ffe207ed288a8367ec6cc46df2c30f57fc7d269a4253ee1f7afc8f8990615dc2810b37cbbeaa55635f8b9cbe6319dddf662acaca730d112c1ece1770a4dbeca341c45df91e594372a47d93f096ba8d458a67cf5a01';
