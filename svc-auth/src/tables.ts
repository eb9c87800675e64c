// Qualified table names for the SQL this service writes by hand (see the migrations).
export const TABLES = {
  adminUser: '"auth"."admin_user"',
  session: '"auth"."session"',
  loginAttempt: '"auth"."login_attempt"',
} as const;
