import { AppProviders, loadRuntimeConfig } from 'shared-api/core';
import { mountStandalone } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import manifest from '../../remotes.json';

// Standalone dev: this remote's pages, as remotes.json declares them, without the shell.
const files = import.meta.webpackContext('./pages', { recursive: false, regExp: /^\.\/[\w-]+\.tsx$/, mode: 'lazy' });
const pages = manifest.remotes.find((remote) => remote.folder === 'mf-planner')?.pages ?? [];
void mountStandalone({ load: loadRuntimeConfig, Providers: AppProviders, pages, files });
