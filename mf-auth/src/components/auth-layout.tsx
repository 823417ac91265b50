import { ChefHat } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred card with the logo that the sign-in, sign-up and token pages share. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="au-auth">
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
