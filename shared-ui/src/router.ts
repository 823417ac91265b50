// What the apps use of React Router, and all that the federated builds share under the name
// `react-router-dom` (scripts/rsbuild-app.ts): a shared module ships whole, and the whole package is
// ~60 KB gzip where these parts are a fraction. shell/src/shared-router.test.ts keeps this list in step with the imports.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
