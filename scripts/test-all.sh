#!/usr/bin/env bash
# Every test the project has, in the order a failure is cheapest to find:
# types, lint and formatting, unit tests, the production build (which fails on any broken link
# or anchor), then the browser tests against that build. One build only: the maintainer-workflow
# test (three more builds) runs as its own GitHub workflow, or by hand with `npm run test:workflow`.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
echo "== Studio fixture (registry OpenAPI descriptions, from the locked tarball, into .cache/)"
npm run studio:fixture
echo "== Type check"
npx tsc
echo "== Lint and format check"
npm run lint
echo "== Unit tests"
npx vitest run
echo "== Production build"
npx docusaurus build
echo "== End-to-end tests (Chromium)"
npx playwright test
