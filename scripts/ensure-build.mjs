// Builds the web app before `npm start` when no build exists yet (fresh clone).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  execSync('npm run build -w apps/web', { stdio: 'inherit' });
}
