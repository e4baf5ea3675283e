import { startService } from './server.ts';

/** `npm run service`: the local content service on SERVICE_HOST:SERVICE_PORT (127.0.0.1:4322). */
const service = await startService();
console.log(
  `content service listening on ${service.url} (sites: ${service.store.siteIds().join(', ')})`,
);

const stop = () => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
