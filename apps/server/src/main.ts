// `npm start`: the production server (compiled to dist/main.js, decision 028) with the built front ends.
import { runServer } from './start-server.ts';

runServer();
