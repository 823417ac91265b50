import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from 'shared-api/core';
import { fetchAccount, useLogin } from 'shared-api/auth';
import { Button, TextField, toast } from 'shared-ui';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import '../auth.css';

/** Reads a Google sign-in's return (?token=…) once: stores it and moves on to /profiles. */
function useGoogleReturn(): void {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const update = useSession((s) => s.update);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const token = params.get('token');
    const userId = params.get('user_id');
    const userName = params.get('user_name');
    const googleError = params.get('google_error');
    if (googleError) {
      handled.current = true;
      toast.error(googleError);
      setParams({}, { replace: true });
      return;
    }
    if (!token || !userId || !userName) return;
    handled.current = true;
    update({ accessToken: token, userId, user_name: userName, avatar_url: params.get('avatar_url') || null, loginWith: 'GOOGLE' });
    toast.success('Signed in with Google successfully');
    navigate('/profiles', { replace: true });
    // The return carries no role; the account answers it (the Admin menu entry depends on it).
    fetchAccount()
      .then((account) => useSession.getState().update({ user_role: account.role }))
      .catch(() => undefined);
  }, [params, setParams, navigate, update]);
}

export default function SignInPage() {
  const navigate = useNavigate();
  const selectedProfile = useSession((s) => s.selectedProfile);
  const update = useSession((s) => s.update);
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useGoogleReturn();

  useEffect(() => {
    if (selectedProfile) navigate('/home', { replace: true });
  }, [selectedProfile, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          update({
            accessToken: answer.access_token,
            userId: answer.user_id,
            user_name: answer.user_name,
            user_role: answer.user_role,
            avatar_url: answer.avatar_url,
            loginWith: null,
          });
          toast.success('Signed in successfully');
          navigate(answer.is_onboarded ? '/profiles' : '/onboarding');
        },
        onError: (error) => toast.error(error.message || 'Something went wrong'),
      },
    );
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to start planning">
      <form className="au-form" onSubmit={submit}>
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="au-form__aside">
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="au-divider">
        <span>or</span>
      </div>
      <GoogleButton />
      <p className="au-auth__footer">
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </p>
    </AuthLayout>
  );
}
