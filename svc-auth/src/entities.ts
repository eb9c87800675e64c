import { AdminUser } from './admin-users/admin-user.entity';
import { Session } from './sessions/session.entity';
import { LoginAttempt } from './login-throttle/login-attempt.entity';

export const entities = [AdminUser, Session, LoginAttempt];
