import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from 'shared-api/auth';
import { Button, Spinner } from 'shared-ui';
import { AuthLayout } from '../components/auth-layout';
import '../auth.css';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // The token is single use: send it once, even when effects run twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  let body;
  if (!token) {
    body = <Result ok={false} message="Verification token not found in URL" />;
  } else if (verify.isSuccess) {
    body = <Result ok message={verify.data.message || 'Email verified successfully!'} />;
  } else if (verify.isError) {
    body = <Result ok={false} message={verify.error.message || 'Failed to verify email. Please try again or contact support.'} />;
  } else {
    body = (
      <div className="au-status" role="status">
        <Spinner decorative />
        <p>Verifying your email...</p>
      </div>
    );
  }
  return <AuthLayout title="Email Verification">{body}</AuthLayout>;
}

function Result({ ok, message }: { ok: boolean; message: string }) {
  return (
    <div className="au-status">
      {ok ? <CircleCheck className="au-status__ok" size={40} aria-hidden="true" /> : <CircleX className="au-status__bad" size={40} aria-hidden="true" />}
      <p role={ok ? 'status' : 'alert'}>{message}</p>
      <Button asChild>
        <Link to="/">Go to Login</Link>
      </Button>
    </div>
  );
}
