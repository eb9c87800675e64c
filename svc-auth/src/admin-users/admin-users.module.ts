import { Module } from '@nestjs/common';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminUserService } from './admin-user.service';

/** Admin accounts and the first admin's creation at start. */
@Module({ providers: [AdminUserService, AdminBootstrapService], exports: [AdminUserService] })
export class AdminUsersModule {}
