// Prints docs/routes.md from the route table: `npm run docs:routes -w @lc/web` writes it.
import { ROUTES } from '../src/app/routes';
import { routesMarkdown } from '../src/app/routes-doc';

process.stdout.write(routesMarkdown(ROUTES));
