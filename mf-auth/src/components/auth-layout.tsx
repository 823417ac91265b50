import { ChefHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { preloadAuthCalls } from 'shared-api/auth';

/**
 * The centred card with the logo that the sign-in, sign-up and token pages share. The first press
 * or focus inside it loads the auth calls, so a form sent a moment later does not wait for them.
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="au-auth" onFocus={preloadAuthCalls} onPointerDown={preloadAuthCalls}>
      <div className="au-auth__card">
        <div className="au-logo" aria-hidden="true">
          <ChefHat size={32} />
        </div>
        <h1 className="au-auth__title">{title}</h1>
        {subtitle && <p className="au-auth__subtitle">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
