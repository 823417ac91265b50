import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isAdmin, useSession } from 'shared-api/core';
import { PageHeader } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/widgets';
import { RecipeManagement } from '../components/recipe-management';
import { StatCards } from '../components/stat-cards';
import { UserManagement } from '../components/user-management';
import '../admin.css';

export default function AdminPage() {
  const admin = isAdmin(useSession((state) => state.user_role));
  const navigate = useNavigate();
  // The open tab lives in the address, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'recipes' ? 'recipes' : 'users';

  // The server refuses every admin call to others (and the client then goes to /); without the role
  // there is nothing to show, so leave at once.
  useEffect(() => {
    if (!admin) navigate('/', { replace: true });
  }, [admin, navigate]);
  if (!admin) return null;

  return (
    <div className="ad-page">
      <PageHeader title="Admin Dashboard" />
      <StatCards />
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'recipes' ? { tab: value } : {}, { replace: true })}
        className="ad-tabs"
      >
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="users">User Management</TabsTrigger>
          <TabsTrigger value="recipes">Recipe Management</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UserManagement />
        </TabsContent>
        <TabsContent value="recipes">
          <RecipeManagement />
        </TabsContent>
      </Tabs>
    </div>
  );
}
