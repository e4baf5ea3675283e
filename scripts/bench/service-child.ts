import { startService } from '../../local-content-service/server.ts';
import { changeEstates } from './change-estates.ts';

/*
 * The local content service in a process of its own for a bench that changes its data while it
 * serves (started with an IPC channel): `{ change: count, run }` changes that many estates'
 * titles, as the rebuild bench does in process, and answers `{ changed: ids }`.
 */
const service = await startService();
console.log(`content service listening on ${service.url}`);

process.on('message', (message: { change: number; run: number }) => {
  process.send!({ changed: changeEstates(service, message.change, message.run) });
});
const stop = () => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
