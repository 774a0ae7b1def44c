import { messages } from '@vapolib/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, randomIp, uniqueEmail } from '../../../test/factories.ts';

const validRegistration = () => ({
  nom: 'Dupont',
  prenom: 'Hélène',
  date_nais: '1991-03-04',
  email: uniqueEmail('inscription'),
  password: 'un-mot-de-passe',
});

describe.each(databaseKinds)('accounts API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: randomIp() });

  describe('POST /api/auth/register', () => {
    it('creates the account, lower-cases the e-mail and never returns the password', async () => {
      const body = { ...validRegistration(), email: 'Marie.Curie.Register@Exemple.fr' };
      const response = await post('/api/auth/register', body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ message: messages.registered, id: expect.any(Number) });
      const login = await post('/api/auth/login', {
        email: 'marie.curie.register@exemple.fr',
        password: body.password,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.email).toBe('marie.curie.register@exemple.fr');
      expect(JSON.stringify(login.json())).not.toMatch(/password|argon/i);
    });

    it('answers 409 for an e-mail already used, whatever its case', async () => {
      const body = validRegistration();
      expect((await post('/api/auth/register', body)).statusCode).toBe(201);
      const again = await post('/api/auth/register', { ...body, email: body.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: messages.emailTaken });
    });

    it.each([
      ['a name with special characters', { nom: 'Du<pont>' }, messages.invalidCharacters],
      ['an empty first name', { prenom: '  ' }, messages.nameRequired],
      ['a name over 50 characters', { nom: 'a'.repeat(51) }, messages.nameTooLong],
      ['an e-mail with forbidden characters', { email: 'jean+1@exemple.fr' }, messages.invalidCharacters],
      ['an e-mail without domain', { email: 'jean@exemple' }, messages.emailInvalid],
      ['an e-mail over 100 characters', { email: `${'a'.repeat(95)}@ex.fr` }, messages.emailTooLong],
      ['a short password', { password: 'court' }, messages.passwordTooShort],
      ['an impossible birth date', { date_nais: '1990-02-31' }, messages.birthDateInvalid],
      ['a minor', { date_nais: `${new Date().getFullYear() - 10}-01-01` }, messages.birthDateTooYoung],
    ])('refuses %s with a French message', async (_label, change, expected) => {
      const response = await post('/api/auth/register', { ...validRegistration(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expected });
    });

    it('refuses a missing field and a body that is not JSON with 400', async () => {
      const { email: _omit, ...withoutEmail } = validRegistration();
      const missing = await post('/api/auth/register', withoutEmail);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(messages.emailRequired);
      const garbage = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"nom":',
      });
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json()).toEqual({ message: messages.invalidRequest });
    });
  });

  describe('POST /api/auth/login', () => {
    it('returns a JWT with sub, role and a one-day exp, or 30 days with rememberMe', async () => {
      const { email, password, user } = await createUser(t.app);
      const now = Math.floor(Date.now() / 1000);
      const short = decodeJwt((await post('/api/auth/login', { email, password })).json().token);
      expect(short.sub).toBe(String(user.id));
      expect(short.role).toBe('user');
      expect(short.exp! - now).toBeGreaterThan(86400 - 60);
      expect(short.exp! - now).toBeLessThanOrEqual(86400 + 5);
      const long = decodeJwt(
        (await post('/api/auth/login', { email, password, rememberMe: true })).json().token,
      );
      expect(long.exp! - now).toBeGreaterThan(30 * 86400 - 60);
    });

    it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
      const { email } = await createUser(t.app);
      const wrong = await post('/api/auth/login', { email, password: 'pas-le-bon' });
      const unknown = await post('/api/auth/login', {
        email: uniqueEmail('inconnu'),
        password: 'peu-importe',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: messages.badCredentials });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('limits attempts on one account from one address (429 in French), not the owner elsewhere', async () => {
      const { email, password } = await createUser(t.app);
      const attacker = randomIp();
      const fromAttacker = (pw: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: attacker,
          payload: { email, password: pw },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await fromAttacker('faux')).statusCode);
      expect(statuses.every((status) => status === 401)).toBe(true);
      const blocked = await fromAttacker(password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: messages.tooManyRequests });
      // Ten wrong passwords from someone else do not lock the owner out.
      expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
    });

    it('limits attempts per IP address across e-mails', async () => {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email: uniqueEmail('ip'), password: 'x' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('GET and PATCH /api/auth/me', () => {
    it('returns the current user for a valid token and 401 otherwise', async () => {
      const { auth, user } = await createUser(t.app, { prenom: 'Zoé' });
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
      expect(me.json().prenom).toBe('Zoé');
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: 'Bearer abc.def.ghi' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ message: messages.sessionExpired });
    });

    it('updates e-mail, last and first name, trimmed', async () => {
      const { auth } = await createUser(t.app);
      const email = uniqueEmail('nouveau');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: auth,
        payload: { email, nom: ' Martin ', prenom: 'Léa' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(messages.profileUpdated);
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json();
      expect(me).toMatchObject({ email, nom: 'Martin', prenom: 'Léa' });
    });

    it.each([
      [{ nom: '' }, messages.nameRequired],
      [{ prenom: 'Léa<script>' }, messages.invalidCharacters],
      [{ email: 'a@b' }, messages.emailInvalid],
      [{ email: 'léa@@' }, messages.emailInvalid],
    ])('refuses %j with a French message and changes nothing', async (payload, expected) => {
      const { auth, user } = await createUser(t.app);
      const response = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: auth, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expected });
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json();
      expect(me).toEqual(user);
    });

    it("answers 409 when the new e-mail is someone else's", async () => {
      const first = await createUser(t.app);
      const second = await createUser(t.app);
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: second.auth,
        payload: { email: first.email },
      });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('forgot and reset password', () => {
    const resetTokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1];

    it('answers the same for an unknown address and sends no mail', async () => {
      const before = t.mailer.sent.length;
      const known = await createUser(t.app);
      const a = await post('/api/auth/forgot-password', { email: uniqueEmail('absent') });
      const b = await post('/api/auth/forgot-password', { email: known.email });
      expect(a.statusCode).toBe(200);
      expect(a.json()).toEqual(b.json());
      expect(t.mailer.sent.length).toBe(before + 1);
      expect(t.mailer.sent.at(-1)!.to).toBe(known.email);
    });

    it('resets once with the mailed token; the token cannot be reused; old sessions end', async () => {
      const { email, auth } = await createUser(t.app);
      await post('/api/auth/forgot-password', { email });
      const mail = t.mailer.sent.at(-1)!;
      expect(mail.text).toContain('http://vapolib.test/reset-password?token=');
      const token = resetTokenFrom(mail.text)!;
      const reset = await post('/api/auth/reset-password', {
        token,
        newPassword: 'tout-nouveau',
        confirmPassword: 'tout-nouveau',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: messages.passwordReset });
      const again = await post('/api/auth/reset-password', {
        token,
        newPassword: 'encore-autre',
        confirmPassword: 'encore-autre',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: messages.resetTokenInvalid });
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(
        401,
      );
      expect((await post('/api/auth/login', { email, password: 'tout-nouveau' })).statusCode).toBe(200);
    });

    it('refuses a token older than one hour', async () => {
      const { email } = await createUser(t.app);
      await post('/api/auth/forgot-password', { email });
      const token = resetTokenFrom(t.mailer.sent.at(-1)!.text)!;
      t.clock.advance(61 * 60 * 1000);
      try {
        const response = await post('/api/auth/reset-password', {
          token,
          newPassword: 'tout-nouveau',
          confirmPassword: 'tout-nouveau',
        });
        expect(response.statusCode).toBe(400);
      } finally {
        t.clock.advance(-61 * 60 * 1000);
      }
    });

    it('refuses different confirmation and a short password before touching the token', async () => {
      const { email } = await createUser(t.app);
      await post('/api/auth/forgot-password', { email });
      const token = resetTokenFrom(t.mailer.sent.at(-1)!.text)!;
      const differ = await post('/api/auth/reset-password', {
        token,
        newPassword: 'abcdefgh',
        confirmPassword: 'abcdefgX',
      });
      expect(differ.json()).toEqual({ message: messages.passwordsDiffer });
      const short = await post('/api/auth/reset-password', {
        token,
        newPassword: 'abc',
        confirmPassword: 'abc',
      });
      expect(short.json()).toEqual({ message: messages.passwordTooShort });
      const ok = await post('/api/auth/reset-password', {
        token,
        newPassword: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('limits forgot-password requests per e-mail', async () => {
      const { email } = await createUser(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post('/api/auth/forgot-password', { email })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('requires an e-mail', async () => {
      const response = await post('/api/auth/forgot-password', { email: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.emailRequired });
    });

    it('refuses an address no account can have instead of saying an e-mail was sent', async () => {
      const response = await post('/api/auth/forgot-password', { email: 'bad@' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.emailInvalid });
    });
  });
});
