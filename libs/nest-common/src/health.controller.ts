import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';

/**
 * Probes. Readiness (/health/ready, and /health as before): 200 only while the service can reach
 * its database, so a pod that cannot serve gets no traffic. Liveness (/health/live): the process
 * answers, nothing more, so a database outage takes pods out of rotation but restarts none.
 */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  @Get(['', 'ready'])
  @HealthCheck()
  ready() {
    return this.health.check([() => this.db.pingCheck('database').withTimeout(1500)]);
  }

  @Get('live')
  live() {
    return { status: 'ok' };
  }
}
