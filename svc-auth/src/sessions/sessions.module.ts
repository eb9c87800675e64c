import { Module } from '@nestjs/common';
import { SessionService } from './session.service';

/** Admin sessions: created at login, revoked at logout, looked up on every admin request. */
@Module({ providers: [SessionService], exports: [SessionService] })
export class SessionsModule {}
