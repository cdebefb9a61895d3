#!/usr/bin/env bash
# Installs the Debian packages that the tests need and Node/npm cannot provide: the PostgreSQL
# server (the test setup runs its own throwaway cluster with it), the Python client pynetbox and
# the chromium browser (the browser tests drive it headless through puppeteer-core).
# Does nothing when they are already there.
set -euo pipefail
need=()
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
/usr/bin/python3 -c 'import pynetbox' 2>/dev/null || need+=(python3-pynetbox)
command -v chromium >/dev/null || need+=(chromium)
[ "${#need[@]}" -eq 0 ] && exit 0
sudo=()
[ "$(id -u)" -ne 0 ] && sudo=(sudo)
echo "installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
