import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, signInInput, type SignInInput } from '@roomsetu/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver, type ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver, SCHEMA_UNAVAILABLE } from './lazy-schema';

const options: ResolverOptions<SignInInput> = { fields: {}, shouldUseNativeValidation: false };
const blank: SignInInput = { email: '', password: '' };

/** A download the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = async <T,>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('lazyResolver', () => {
  it("waits for the schema on the first validation, then answers the schema's own messages", async () => {
    const download = deferred<typeof signInInput>();
    const resolver = lazyResolver(() => download.promise);

    const first = resolver(blank, undefined, options);
    expect(await settled(Promise.resolve(first))).toBe(false);
    download.resolve(signInInput);

    const expected = await (zodResolver(signInInput) as Resolver<SignInInput>)(
      blank,
      undefined,
      options,
    );
    expect(await first).toEqual(expected);
    expect(Object.keys((await first).errors)).toEqual(['email', 'password']);
    const valid = { email: ' Asha@Example.com ', password: 'Secret!pass1' };
    expect(await resolver(valid, undefined, options)).toEqual({
      values: { email: 'asha@example.com', password: 'Secret!pass1' },
      errors: {},
    });
  });

  it('answers a form error when the schema cannot be downloaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof signInInput>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(signInInput);
    const resolver = lazyResolver(load);

    expect(await resolver(blank, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'unavailable', message: MESSAGES.networkError } },
    });
    const retried = await resolver(blank, undefined, options);
    expect(Object.keys(retried.errors)).toEqual(['email', 'password']);
  });
});

let online = false;
const download = vi.fn(() =>
  online
    ? Promise.resolve(signInInput)
    : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);
const formResolver = lazyResolver(download);

function SignInLike({ onValid }: { onValid: (input: SignInInput) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({ resolver: formResolver, defaultValues: blank });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} onFocusCapture={formResolver.preload}>
      {errors.root && <p role="alert">{errors.root.message}</p>}
      <input aria-label="Email" {...register('email')} />
      <p>{errors.email?.message}</p>
      <input aria-label="Password" {...register('password')} />
      <button type="submit">Sign In</button>
    </form>
  );
}

describe('a form with a lazy resolver', () => {
  it('starts the download on the first focus, shows a form error when it fails and submits on retry', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<SignInLike onValid={onValid} />);
    expect(download).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    expect(download).toHaveBeenCalled();
    await user.type(screen.getByLabelText('Password'), 'Secret!pass1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SCHEMA_UNAVAILABLE);
    expect(onValid).not.toHaveBeenCalled();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      email: 'asha@example.com',
      password: 'Secret!pass1',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
