// No async boundary: the shell provides every singleton it uses eagerly (scripts/rsbuild-app.ts).
import './bootstrap';
