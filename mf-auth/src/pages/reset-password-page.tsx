import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { INVALID_RESET_TOKEN, useResetPassword, useResetTokenCheck } from 'shared-api/auth';
import { Button, Spinner } from 'shared-ui';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import '../auth.css';

/** Spec §9: back to sign-in 2.5 s after a successful reset. */
const RESET_REDIRECT_MS = 2500;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/'), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  let body;
  if (token && check.isPending) {
    body = (
      <div className="au-status" role="status">
        <Spinner decorative />
        <p>Loading...</p>
      </div>
    );
  } else if (!token || check.isError) {
    body = (
      <div className="au-status">
        <p className="au-message au-message--error" role="alert">
          {(check.isError && check.error.message) || INVALID_RESET_TOKEN}
        </p>
        <Button asChild>
          <Link to="/">Go to Login</Link>
        </Button>
      </div>
    );
  } else if (reset.isSuccess) {
    body = (
      <p className="au-message au-message--success" role="status">
        {reset.data.message}
      </p>
    );
  } else {
    body = (
      <NewPasswordFields
        mismatchMessage="Passwords do not match"
        onSubmit={(password) => reset.mutate({ token, new_password: password, confirm_password: password })}
      >
        <Button type="submit" fullWidth disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
        {reset.isError && (
          <p className="au-form__error" role="alert">
            {reset.error.message}
          </p>
        )}
      </NewPasswordFields>
    );
  }
  return <AuthLayout title="Reset Password">{body}</AuthLayout>;
}
