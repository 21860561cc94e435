#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for the browser
# tests (a test tool's own browser download does not work on these machines) and nginx for
# the production-server test.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# Brotli for nginx, when Debian ships the modules (bookworm does). Each comes in its own
# package; the nginx config loads only the modules whose files exist, and the nginx test
# expects br only when the filter module is there.
for module in filter static; do
  if [ ! -e "/usr/lib/nginx/modules/ngx_http_brotli_${module}_module.so" ] &&
    apt-cache show "libnginx-mod-http-brotli-${module}" >/dev/null 2>&1; then
    missing+=("libnginx-mod-http-brotli-${module}")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
/usr/bin/chromium --version
