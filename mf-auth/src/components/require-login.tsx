import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from 'shared-api/core';
import { toast } from 'shared-ui';

/** Spec: without a stored access token these screens say "You must be logged in" and return to /. */
export function useRequireLogin(): boolean {
  const token = useSession((s) => s.accessToken);
  const navigate = useNavigate();
  useEffect(() => {
    if (token) return;
    toast.error('You must be logged in');
    navigate('/', { replace: true });
  }, [token, navigate]);
  return Boolean(token);
}
