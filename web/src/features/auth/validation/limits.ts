// Spec 000 §9: a verification code is at most 255 characters.
export const verificationCodeMaxLength = 255;
