import 'reflect-metadata';
import { createService, listenService, runService } from '@byp/nest-common';
import { AppModule, SERVICE } from './app.module';

runService(async () => {
  const module = AppModule.register();
  const app = await createService(module, SERVICE);
  await listenService(app, 3002);
});
