import 'reflect-metadata';
import { createService, runService } from '@byp/nest-common';
import { AppModule, SERVICE } from './app.module';

runService(async () => {
  const module = AppModule.register();
  const app = await createService(module, SERVICE);
  await app.listen(Number(process.env.PORT ?? 3003));
});
