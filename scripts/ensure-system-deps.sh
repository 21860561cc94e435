#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for the browser
# tests (a test tool's own browser download does not work on these machines) and nginx for
# the production-server test.
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
brotli_missing=()
for module in filter static; do
  [ -e "/usr/lib/nginx/modules/ngx_http_brotli_${module}_module.so" ] || brotli_missing+=("$module")
done
# A fresh machine has no package lists yet, and apt-cache would then know no brotli packages:
# update first whenever something may need installing.
if [ ${#missing[@]} -gt 0 ] || [ ${#brotli_missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq || echo "apt-get update failed; trying with the package lists as they are"
fi
# Brotli for nginx, when Debian ships the modules (bookworm does). Each comes in its own
# package; the nginx config loads only the modules whose files exist, and the nginx test
# expects br only when the filter module is there.
for module in "${brotli_missing[@]}"; do
  if apt-cache show "libnginx-mod-http-brotli-${module}" >/dev/null 2>&1; then
    missing+=("libnginx-mod-http-brotli-${module}")
  else
    echo "libnginx-mod-http-brotli-${module}: not in this machine's package lists; nginx serves gzip only"
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
/usr/bin/chromium --version
