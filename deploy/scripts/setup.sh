#!/usr/bin/env bash
# Installs everything the project needs on a fresh Linux machine with Node 20+: pnpm 12 (from
# npm), the workspace's packages, each game under outside-games/ (its own npm install), and, with
# --browser, Debian's Chromium for the browser tests (never a downloaded browser): the browser, and
# its headless shell, which runs every browser test that records no sound or video
# (deploy/scripts/chromium.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version)" != 12.* ]]; then
  echo "[setup] installing pnpm 12"
  npm install --global pnpm@12 >/dev/null
fi

if [[ "${1:-}" == "--browser" ]] &&
  { [[ ! -x /usr/bin/chromium ]] || [[ ! -x /usr/bin/chromium-headless-shell ]]; }; then
  echo "[setup] installing Chromium and its headless shell from Debian"
  SUDO=""
  [[ "$(id -u)" != 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

pnpm install --frozen-lockfile

# The game built outside the workspace (docs/games-sdk.md) has its own npm lockfile; the browser
# tests build and release it before the preview starts.
for game in outside-games/*/; do
  [[ -f "$game/package-lock.json" ]] || continue
  echo "[setup] installing $game with npm"
  npm ci --prefix "$game" --no-audit --no-fund >/dev/null
done
