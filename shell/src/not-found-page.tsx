import { useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="shell-not-found">
      <h1>404</h1>
      <p>Page not found</p>
      <Button onClick={() => navigate('/')}>Go to Sign In</Button>
    </main>
  );
}
