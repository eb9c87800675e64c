/** Spec section 9: the dashboard's figures while the real total is unknown, and its ratios. */
export const FALLBACK_BUSINESS_COUNT = 18;
/** Whole percentages: integer arithmetic keeps the rounding exact. */
const VERIFIED_PERCENT = 60;
const PREMIUM_PERCENT = 40;

export interface DashboardStats {
  total: number;
  verified: number;
  premium: number;
}

/** The spec's static statistics: verified 60% and premium 40% of the total, rounded down. */
export function dashboardStats(total: number | undefined): DashboardStats {
  const count = total ?? FALLBACK_BUSINESS_COUNT;
  return {
    total: count,
    verified: Math.floor((count * VERIFIED_PERCENT) / 100),
    premium: Math.floor((count * PREMIUM_PERCENT) / 100),
  };
}
