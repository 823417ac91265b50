import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useSignup } from 'shared-api/auth';
import { signUpFormSchema, type SignUpForm } from 'shared-api/auth/forms';
import { Button, TextField } from 'shared-ui';
import { AuthLayout } from '../components/auth-layout';
import '../auth.css';

export default function SignUpPage() {
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpForm>({ resolver: zodResolver(signUpFormSchema), defaultValues: { full_name: '', email: '', password: '', confirmPassword: '' } });

  if (signup.isSuccess) {
    return (
      <AuthLayout title="Check your email">
        <div className="au-notice au-notice--success" role="status">
          <MailCheck size={28} aria-hidden="true" />
          <p>
            A verification link has been sent to <strong>{signup.data.email}</strong>. Please verify your email address, then sign in.
          </p>
        </div>
        <Button asChild fullWidth variant="secondary">
          <Link to="/">Sign In</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create an Account" subtitle="Sign up to start Planning">
      <form
        className="au-form"
        noValidate
        onSubmit={handleSubmit((form) => signup.mutate({ full_name: form.full_name.trim(), email: form.email.trim(), password: form.password }))}
      >
        <TextField label="Full Name" autoComplete="name" error={errors.full_name?.message} {...register('full_name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth disabled={signup.isPending}>
          {signup.isPending ? 'Creating Account...' : 'Sign Up'}
        </Button>
        {signup.isError && (
          <p className="au-form__error" role="alert">
            {signup.error.message}
          </p>
        )}
      </form>
      <p className="au-auth__footer">
        Already have an account? <Link to="/">Sign In</Link>
      </p>
    </AuthLayout>
  );
}
