import { inject } from 'vitest';

// Specs read the server's address from the environment, as they would against a deployed app.
process.env.E2E_BASE_URL = inject('baseUrl');
process.env.E2E_MAIL_DIR = inject('mailDir');
