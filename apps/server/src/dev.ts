// `npm run dev`: the same server with the storefront and the admin app served by Vite with hot reload.
import { viteFrontEnds } from './dev/vite-front-ends.ts';
import { runServer } from './start-server.ts';

runServer({ frontEnds: viteFrontEnds, devServer: true });
