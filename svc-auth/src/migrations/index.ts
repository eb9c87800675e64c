import { CreateAdminUsersSessionsLoginAttempts1763766000000 } from './1763766000000-create-admin-users-sessions-login-attempts';

// Migrations run in this order at start (and before the admin CLI); each is one reversible step.
export const migrations = [CreateAdminUsersSessionsLoginAttempts1763766000000];
