import { CreateBusiness1763800000000 } from './1763800000000-create-business';

// Migrations run in this order at start; each file is one timestamped, reversible step.
export const migrations = [CreateBusiness1763800000000];
