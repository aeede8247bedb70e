import type { Customer, LoginResult } from "@/lib/session";

export type { Customer, LoginResult };

export interface TwoFactorChallenge {
  twoFactorRequired: true;
  twoFactorToken: string;
}

export type LoginResponse = LoginResult | TwoFactorChallenge;

export function isTwoFactorChallenge(value: LoginResponse): value is TwoFactorChallenge {
  return (value as TwoFactorChallenge).twoFactorRequired === true;
}


export interface MessageResponse {
  message: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  secret?: string;
  otpauthUrl?: string;
  /** A data: URL with the QR image. */
  qrCode?: string;
}
