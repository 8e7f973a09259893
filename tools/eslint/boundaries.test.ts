import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = boundaries.rules['import-boundaries'];
const web = '/repo/apps/web/src';
const server = '/repo/apps/server/src/modules';

tester.run('import-boundaries', rule, {
  valid: [
    { filename: `${web}/features/home/pages/home.tsx`, code: "import x from '../components/card';" },
    { filename: `${web}/features/home/pages/home.tsx`, code: "import x from '../../../shared/api/client';" },
    { filename: `${web}/app/router/routes.tsx`, code: "import x from '../../features/home/pages/home';" },
    { filename: `${server}/auth/auth.service.ts`, code: "import x from '../users/users.service.js';" },
    { filename: `${server}/auth/auth.schema.ts`, code: "import x from '../users/users.schema.js';" },
    { filename: `${server}/auth/auth.service.ts`, code: "import x from './auth.repo.js';" },
  ],
  invalid: [
    { filename: `${web}/features/home/pages/home.tsx`, code: "import x from '../../auth/lib/x';", errors: 1 },
    { filename: `${web}/features/home/pages/home.tsx`, code: "import x from '../../../app/router/guards';", errors: 1 },
    { filename: `${web}/shared/ui/x.tsx`, code: "import x from '../../features/home/pages/home';", errors: 1 },
    { filename: `${server}/auth/auth.service.ts`, code: "import x from '../users/users.repo.js';", errors: 1 },
    {
      filename: `${server}/auth/auth.service.ts`,
      code: "import { users } from '../users/users.schema.js';",
      errors: 1,
    },
  ],
});
