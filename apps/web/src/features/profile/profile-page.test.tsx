import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeApi } from '../../test/api-routes';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The app's lazy screens and its round trips are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

const userPath = `/api/users/${demoUser.id}`;

describe('profile page', { timeout: 30_000 }, () => {
  it('saves the full name and gender only', async () => {
    const { user, fetchMock } = await renderApp(null, { path: '/account/profile' });
    const calls = routeApi(fetchMock, {
      [`PUT ${userPath}`]: ({ body }) => ({
        status: 200,
        body: { data: { ...demoUser, ...(body as object), fullName: 'Giulia Maria Rossi' } },
      }),
    });
    const name = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(name);
    await user.type(name, 'Giulia Maria');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: userPath,
        body: { name: 'Giulia Maria', lastname: 'Rossi', gender: 'M' },
      },
    ]);
  });

  it('changes the password, showing the server’s reason next to the field it concerns', async () => {
    const { user, fetchMock } = await renderApp(null, { path: '/account/profile' });
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fields: { newPassword: 'validation.breachedPassword' },
        },
      },
    };
    const calls = routeApi(fetchMock, { 'POST /api/users/password': () => answer });
    const passwordCard = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(passwordCard).getByLabelText(/Current password/), 'the old password');
    await user.type(screen.getByLabelText(/New password/), 'qwertyuiop');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(
      await screen.findByText(
        'This password is among the most common ones found in data breaches: choose another.',
      ),
    ).toBeTruthy();
    answer = { status: 204 };
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'a quiet harbour at dawn');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(
      await screen.findByText('Your password has been changed. Other devices are signed out.'),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/users/password',
      body: { currentPassword: 'the old password', newPassword: 'a quiet harbour at dawn' },
    });
  });

  it('checks the name with the contract’s rules', async () => {
    const { user, fetchMock } = await renderApp(null, { path: '/account/profile' });
    const calls = routeApi(fetchMock, {});
    const name = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(name);
    await user.type(name, 'G');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least 2 characters.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks for a new e-mail address with the current password', async () => {
    const { user, fetchMock } = await renderApp(null, { path: '/account/profile' });
    let answer: 'wrong' | 'sent' = 'wrong';
    const calls = routeApi(fetchMock, {
      [`POST ${userPath}/email-change`]: () =>
        answer === 'wrong'
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Some fields are not valid.',
                  fields: { currentPassword: 'validation.wrongPassword' },
                },
              },
            }
          : {
              status: 202,
              body: {
                data: { sentTo: 'giulia.new@example.test', expiresAt: '2026-12-01T10:00:00.000Z' },
              },
            },
    });
    const newEmail = await screen.findByRole('textbox', { name: /New e-mail address/ });
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findAllByText('This field is mandatory.')).toHaveLength(2);
    expect(calls).toEqual([]);

    await user.type(newEmail, ' Giulia.New@Example.test ');
    await user.type(
      within(screen.getByRole('region', { name: 'Your e-mail address' })).getByLabelText(
        /Current password/,
      ),
      'not it',
    );
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('This is not your current password.')).toBeTruthy();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: `${userPath}/email-change`,
      body: { newEmail: 'giulia.new@example.test', currentPassword: 'not it' },
    });

    answer = 'sent';
    await user.type(
      within(screen.getByRole('region', { name: 'Your e-mail address' })).getByLabelText(
        /Current password/,
      ),
      ' still',
    );
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText(/We sent a link to giulia\.new@example\.test/)).toBeTruthy();
  });

  it('leaves the e-mail address and the password to an external sign-in provider', async () => {
    await renderApp(null, { path: '/account/profile', config: { ownPasswords: false } });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your e-mail address' })).toBeNull();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });

  it('previews a chosen picture and uploads it', async () => {
    const { user, fetchMock } = await renderApp(null, { path: '/account/profile' });
    const calls = routeApi(fetchMock, {
      [`POST ${userPath}/picture`]: () => ({
        status: 200,
        body: { data: { ...demoUser, pictureImage: `${userPath}/picture?v=1` } },
      }),
    });
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
    const input = await screen.findByLabelText('Choose a picture');
    await user.upload(input, new File([new Uint8Array(100)], 'me.png', { type: 'image/png' }));
    expect(
      screen.getByRole('img', { name: 'Preview of your new profile picture' }).getAttribute('src'),
    ).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: 'Save the picture' }));
    expect(await screen.findByText('Your new picture is saved.')).toBeTruthy();
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect(
      (await screen.findByRole('img', { name: 'Your profile picture' })).getAttribute('src'),
    ).toBe(`${userPath}/picture?v=1`);
  });

  it('refuses a picture over 5 MB or of another type before uploading', async () => {
    const { user } = await renderApp(null, { path: '/account/profile' });
    const input = await screen.findByLabelText('Choose a picture');
    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('This picture is larger than 5 MB: choose a smaller one.'),
    ).toBeTruthy();
    // The file picker's filter aside (a drop, another browser).
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Choose a JPEG or PNG image.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the picture' })).toBeNull();
  });
});
