import type { TwoFactorChallengeView, TwoFactorStatusView } from "@innfri/core/accounts/account-views.schema";
import type { Customer, LoginResult } from "@/lib/session";

export type { Customer, LoginResult };

export type TwoFactorChallenge = TwoFactorChallengeView;

export type LoginResponse = LoginResult | TwoFactorChallenge;

export function isTwoFactorChallenge(value: LoginResponse): value is TwoFactorChallenge {
  return (value as TwoFactorChallenge).twoFactorRequired === true;
}


export interface MessageResponse {
  message: string;
}

export type TwoFactorStatus = TwoFactorStatusView;
