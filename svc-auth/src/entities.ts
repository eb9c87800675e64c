import { AdminUser } from './admin-users/admin-user.entity';
import { Session } from './auth/session.entity';
import { LoginAttempt } from './login-throttle/login-attempt.entity';

export const entities = [AdminUser, Session, LoginAttempt];
