#!/usr/bin/env bash
# Proves that `npm start` runs on an install without dev dependencies (`npm prune --omit=dev`):
# copies the project with its build to a temp folder, installs only `dependencies` from the npm
# cache (the registry only for what the cache lacks), starts it on the embedded defaults (empty database: the demo seed runs too) and asks for a
# page in both languages and the health checks. Run after `npm run build` (and an `npm ci`, which
# fills the cache).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/main.js ] && [ -f build/server/index.js ] || { echo "No build: run npm run build first." >&2; exit 1; }

work="$(mktemp -d)"
server=""
trap 'status=$?; [ -n "$server" ] && { kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; }
  if [ $status -ne 0 ] && [ -f "$work/server.log" ]; then echo "--- server log"; tail -n 40 "$work/server.log"; fi
  rm -rf "$work"' EXIT

app="$work/app"
mkdir "$app"
tar --exclude=./node_modules --exclude=./.git --exclude=./data -cf - . | tar -xf - -C "$app"
cd "$app"
npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error
for tool in tsx @react-router/dev esbuild vite; do
  if [ -e "node_modules/$tool" ]; then echo "$tool is installed: not a pruned install" >&2; exit 1; fi
done

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn node scripts/start.mjs > "$work/server.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 90); do
  curl -sf "$base/health/ready" >/dev/null && break
  kill -0 "$server" 2>/dev/null || { echo "The server stopped before answering." >&2; exit 1; }
  sleep 1
done
for path in /health/live /health/ready / /uk /books; do
  code="$(curl -s -o /dev/null -w '%{http_code}' "$base$path")"
  echo "GET $path -> $code"
  [ "$code" = 200 ] || { echo "expected 200" >&2; exit 1; }
done
case "$(curl -s "$base/")" in *'<html'*) ;; *) echo "/ is not an HTML page" >&2; exit 1 ;; esac
kill -TERM "$server"
wait "$server" || true
server=""
echo "npm start runs on the pruned install."
