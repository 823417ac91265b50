import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useForgotPassword } from 'shared-api/auth';
import { Button, TextField } from 'shared-ui';
import { AuthLayout } from '../components/auth-layout';
import { cx } from 'shared-ui';
import '../auth.css';

/** Spec: after any answer one fixed text; blue when the server said it "sent" the link, red otherwise. */
const NOTICE = 'A reset link has been sent to your email. Please check your inbox and spam folder.';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();
  const answered = forgot.isSuccess || forgot.isError;
  const sent = forgot.isSuccess && forgot.data.message.includes('sent');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email.trim());
  };

  return (
    <AuthLayout title="Forgot Password?" subtitle="Enter your email and we will send you a link to reset your password.">
      <form className="au-form" onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" fullWidth disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        {answered && (
          <p className={cx('au-message', sent ? 'au-message--info' : 'au-message--error')} role="status">
            {NOTICE}
          </p>
        )}
      </form>
      <p className="au-auth__footer">
        <Link to="/">Back to Sign In</Link>
      </p>
    </AuthLayout>
  );
}
