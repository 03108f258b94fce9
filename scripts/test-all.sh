#!/usr/bin/env bash
# Every test the project has, in the order a failure is cheapest to find:
# types, lint and formatting, unit tests, the production build (which fails on any broken link
# or anchor), then the browser tests against that build. One build only: the maintainer-workflow
# test (three more builds) runs as its own GitHub workflow, or by hand with `npm run test:workflow`.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time goes to the log, so a slow CI run shows where its minutes went.
stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo "== $name"
  "$@"
  echo "== $name: $((SECONDS - start)) s (total $SECONDS s)"
}

stage "Chromium" bash scripts/ensure-chromium.sh
stage "Studio fixture (registry OpenAPI descriptions, from the locked tarball, into .cache/)" npm run studio:fixture
stage "Type check" npx tsc
stage "Lint and format check" npm run lint
stage "Unit tests" npx vitest run
stage "Production build" npx docusaurus build
stage "End-to-end tests (Chromium)" npx playwright test
