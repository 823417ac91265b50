import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { newPasswordFormSchema, type NewPasswordForm } from 'shared-api/auth/forms';
import { TextField } from 'shared-ui';

export interface NewPasswordFormProps {
  /** "Passwords do not match." (settings) or "Passwords do not match" (reset). */
  mismatchMessage: string;
  onSubmit: (password: string) => void;
  /** The submit button (and anything beside it). */
  children: ReactNode;
  newLabel?: string;
}

/** New + confirm password with the spec's rules; used by reset password and account settings. */
export function NewPasswordFields({ mismatchMessage, onSubmit, children, newLabel = 'New Password' }: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema(mismatchMessage)), defaultValues: { password: '', confirmPassword: '' } });
  return (
    <form className="au-form" noValidate onSubmit={handleSubmit((form) => onSubmit(form.password))}>
      <TextField label={newLabel} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {children}
    </form>
  );
}
