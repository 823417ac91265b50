import { BookOpen, CreditCard, House, LogOut, Plus, ShieldCheck, ShoppingCart, SlidersHorizontal, Store, UserRound, UsersRound } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAdmin, useSession } from 'shared-api/core';
import { AppHeader, BottomNav, Button, toast, type NavItem } from 'shared-ui';
import type { SideMenuItem } from 'shared-ui/widgets';
import { routesWithoutLogout } from './route-table';

const navItems: NavItem[] = [
  { key: '/home', label: 'Home', icon: <House size={22} aria-hidden="true" />, href: '/home' },
  { key: '/recipes', label: 'Recipes', icon: <BookOpen size={22} aria-hidden="true" />, href: '/recipes' },
  { key: '/grocery', label: 'Grocery', icon: <ShoppingCart size={22} aria-hidden="true" />, href: '/grocery' },
  { key: '/add', label: 'Add', icon: <Plus size={22} aria-hidden="true" />, href: '/add' },
];

// Radix comes with the first opening of the menu, not with every page.
const SideMenu = lazy(() => import('shared-ui/widgets').then(({ SideMenu }) => ({ default: SideMenu })));

/** Pages that belong to a bottom-nav tab although their path differs. */
const navTabOf: Record<string, string> = { '/add-recipe': '/add', '/search-recipe': '/add' };

function useLogout() {
  const navigate = useNavigate();
  const clear = useSession((s) => s.clear);
  return () => {
    // Clearing the session also drops the cached data (shared-api/query).
    clear();
    toast.success('Logged out successfully');
    navigate('/');
  };
}

/**
 * Header with the side menu and logout, bottom navigation on the app's own pages; sign-in and
 * sign-up pages stand alone.
 */
export function AppLayout({ children, withNav = false }: { children: ReactNode; withNav?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = useSession((s) => s.user_role);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const logout = useLogout();
  const showLogout = !routesWithoutLogout.has(pathname);

  const logoutButton = showLogout ? (
    <Button variant="ghost" size="sm" onClick={logout}>
      <LogOut size={18} aria-hidden="true" />
      <span className="shell-logout-label">Log out</span>
    </Button>
  ) : null;

  if (!withNav) {
    return (
      <div className="shell-plain">
        {logoutButton && <header className="shell-plain__logout">{logoutButton}</header>}
        <main>{children}</main>
      </div>
    );
  }

  const menuItems: SideMenuItem[] = [
    { key: '/my-profile', label: 'Profile', icon: <UserRound size={20} />, href: '/my-profile' },
    // Planning for another member of the household goes through the profile picker.
    { key: '/profiles', label: 'Switch profile', icon: <UsersRound size={20} />, href: '/profiles' },
    { key: '/preferences', label: 'Preferences', icon: <SlidersHorizontal size={20} />, href: '/preferences' },
    { key: '/stores', label: 'Stores', icon: <Store size={20} />, href: '/stores' },
    { key: '/subscription', label: 'Subscription', icon: <CreditCard size={20} />, href: '/subscription' },
    ...(isAdmin(role) ? [{ key: '/admin', label: 'Admin', icon: <ShieldCheck size={20} />, href: '/admin' }] : []),
    { key: 'logout', label: 'Log out', icon: <LogOut size={20} />, onSelect: logout },
  ];
  const activeTab = navTabOf[pathname] ?? pathname;

  return (
    <div className="shell-app">
      <AppHeader
        title={<span className="shell-brand">Meal Planner</span>}
        onMenuClick={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
        menuOpen={menuOpen}
        right={logoutButton}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            items={menuItems}
            activeKey={pathname}
            onNavigate={(href) => {
              setMenuOpen(false);
              navigate(href);
            }}
          />
        </Suspense>
      )}
      <main className="shell-main">{children}</main>
      <BottomNav items={navItems} activeKey={activeTab} onNavigate={navigate} />
    </div>
  );
}
