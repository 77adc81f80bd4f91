// Login throttling rules: each counter lets a few failures pass, then every further attempt must wait a delay
// that doubles per failure up to a cap. Delays slow guessing down without ever locking the owner out for good.

/** One counter's rule. */
export interface ThrottleRule {
  /** Failures that cost nothing; the next attempt after the `freeFailures`-th waits `baseDelaySeconds`. */
  freeFailures: number;
  /** Longest wait between two attempts. */
  maxDelaySeconds: number;
}

export interface LoginLimit {
  /** One account from one client: the owner's own client is never slowed down by an attacker elsewhere. */
  accountClient: ThrottleRule;
  /** One account from all clients together: guessing spread over many clients stays slow; low cap. */
  account: ThrottleRule;
  /** One client across all accounts: guessing spread over many accounts from one client. */
  client: ThrottleRule;
  /** The first delay; it doubles with every further failure. */
  baseDelaySeconds: number;
  /** A counter is forgotten after this long without a failure. */
  windowSeconds: number;
}

/** The defaults (DECISIONS.md "Login throttling"). */
export const DEFAULT_LOGIN_LIMIT: LoginLimit = {
  accountClient: { freeFailures: 5, maxDelaySeconds: 5 * 60 },
  account: { freeFailures: 20, maxDelaySeconds: 60 },
  client: { freeFailures: 50, maxDelaySeconds: 5 * 60 },
  baseDelaySeconds: 1,
  windowSeconds: 15 * 60,
};

/** How long the next attempt must wait after `failures` failures (0 while they are free). */
export function delayAfter(failures: number, rule: ThrottleRule, baseDelaySeconds: number): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.maxDelaySeconds, baseDelaySeconds * 2 ** doublings);
}

/** A counter to take an attempt from: its key and the rule it follows. */
export interface Counter {
  key: string;
  rule: ThrottleRule;
}
