import { defineMatrix, everyone, signedIn } from '../../test/role-matrix';

export const matrix = defineMatrix({
  rows: () => [
    // Wrong credentials answer 401 for everyone: the login route itself is public.
    {
      route: 'POST /da-app/public/auth/login',
      body: { username: 'nobody@x.example', password: 'Wrong1234' },
      expect: everyone(401),
    },
    { route: 'GET /da-app/secured/auth/claims', expect: signedIn(200) },
    { route: 'POST /da-app/secured/auth/logout', expect: signedIn(204) },
  ],
});
